import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { NotFound } from '#app/components/not-found.tsx'
import { notFound } from '#app/modules/errors/not-found.server.ts'

/** Any path no other route claims: the 404 page, as plain HTML. */
export const handle = { hydrate: false }

export async function loader({ request }: LoaderFunctionArgs) {
	throw await notFound(request)
}

export async function action({ request }: ActionFunctionArgs) {
	throw await notFound(request)
}

export default function NotFoundRoute() {
	return <NotFound />
}

export function ErrorBoundary() {
	return <NotFound />
}
