declare module '@remix-run/node' {
	interface AppLoadContext {
		cspNonce: string
		/** the client's address as Express sees it (`req.ip`: the proxy's client when TRUST_PROXY trusts it) */
		clientAddress?: string
	}
}

export {}
