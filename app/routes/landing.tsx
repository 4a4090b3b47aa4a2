import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { landingAction, landingLoader } from '#app/components/landing/landing.server.ts'
import { LandingPage } from '#app/components/landing/landing-page.tsx'
import { withNamespaces } from '#app/utils/i18n-client-loader.ts'

export const handle = { i18n: ['landing', 'auth'] }

export const clientLoader = withNamespaces(['landing', 'auth'])

export const loader = (args: LoaderFunctionArgs) => landingLoader(args)

export const action = (args: ActionFunctionArgs) => landingAction(args)

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data?.title },
	{ name: 'description', content: data?.description },
]

export default function LandingRoute() {
	return <LandingPage data={useLoaderData<typeof loader>()} />
}
