// Gives the memory that the C allocator holds free back to the system: glibc's malloc_trim(0), for Node.
// glibc returns freed memory on its own only from the top of its heap; after a burst of requests the free space sits
// between chunks still in use (docs/decisions/0057-returning-freed-memory.md). Elsewhere (musl, macOS) it does nothing.
#include <node_api.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/** trim(): true when some memory went back to the system. */
static napi_value trim(napi_env env, napi_callback_info info) {
	(void)info;
	int released = 0;
#if defined(__GLIBC__)
	released = malloc_trim(0);
#endif
	napi_value result;
	if (napi_get_boolean(env, released != 0, &result) != napi_ok) return NULL;
	return result;
}

NAPI_MODULE_INIT() {
	napi_value function;
	if (napi_create_function(env, "trim", NAPI_AUTO_LENGTH, trim, NULL, &function) != napi_ok) return NULL;
	if (napi_set_named_property(env, exports, "trim", function) != napi_ok) return NULL;
	return exports;
}
