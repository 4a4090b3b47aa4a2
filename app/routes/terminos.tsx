import { redirect } from '@remix-run/node'

/** /terminos (linked from the demo dialog) is the terms page. */
export function loader() {
	return redirect('/terms', 301)
}
