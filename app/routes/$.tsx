import { NotFound } from '#app/components/not-found.tsx'

/** Any path no other route claims: the 404 page, as plain HTML. */
export const handle = { hydrate: false }

export function loader() {
	throw new Response('Not Found', { status: 404 })
}

export function action() {
	throw new Response('Not Found', { status: 404 })
}

export default function NotFoundRoute() {
	return <NotFound />
}

export function ErrorBoundary() {
	return <NotFound />
}
