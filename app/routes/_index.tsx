import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { type ClientLoaderFunctionArgs, useLoaderData } from '@remix-run/react'
import { preloadTextSections } from '#app/components/landing/kept-sections.tsx'
import { LandingPage } from '#app/components/landing/landing-page.tsx'
import { getPricingPlans } from '#app/modules/plans/plans.server.ts'
import { pricingCard } from '#app/modules/plans/pricing-card.ts'
import { joinWaitingList } from '#app/modules/waiting-list/waiting-list.server.ts'
import { type WaitingListAnswer, waitingListSchema } from '#app/modules/waiting-list/waiting-list-schema.ts'
import { getUserId } from '#app/utils/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { checkHoneypot } from '#app/utils/honeypot.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { withNamespaces } from '#app/utils/page-strings.ts'

export const handle = { i18n: ['landing', 'auth'] }

const loadNamespaces = withNamespaces(['landing', 'auth'])

/** A client-side navigation here renders the text sections itself: their code comes with the strings. */
export async function clientLoader(args: ClientLoaderFunctionArgs) {
	const [data] = await Promise.all([loadNamespaces(args), preloadTextSections()])
	return data
}

/** Landing page data: the pricing cards from plans.json and the translated meta texts. */
export async function loader({ request }: LoaderFunctionArgs) {
	// signed in, `/` is the dashboard (or the demo screen, which the dashboard sends demo users to)
	if (new URL(request.url).pathname === '/' && (await getUserId(request))) throw redirect('/dashboard')
	const t = getFixedT(await getLanguage(request), 'landing')
	const appName = getEnv().APP_NAME
	return {
		title: t('meta.title', { appName }),
		description: t('meta.description', { appName }),
		plans: getPricingPlans().map(pricingCard),
	}
}

/** The agency waiting-list form. Invalid or duplicate input comes back with everything the visitor typed. */
export async function action({ request }: ActionFunctionArgs) {
	const formData = await request.formData()
	checkHoneypot(formData)
	const submission = parseWithZod(formData, { schema: waitingListSchema })
	if (submission.status !== 'success') {
		return data<WaitingListAnswer>({ result: submission.reply(), outcome: null }, { status: 400 })
	}
	const language = await getLanguage(request)
	try {
		const { alreadyExists } = await joinWaitingList(submission.value, language)
		if (alreadyExists) return data<WaitingListAnswer>({ result: submission.reply(), outcome: 'alreadyExists' }, { status: 409 })
		return data<WaitingListAnswer>({ result: submission.reply({ resetForm: true }), outcome: 'success' })
	} catch (error) {
		console.error('[waiting-list]', error)
		return data<WaitingListAnswer>({ result: submission.reply(), outcome: 'failure' }, { status: 500 })
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data?.title },
	{ name: 'description', content: data?.description },
]

export default function LandingRoute() {
	return <LandingPage plans={useLoaderData<typeof loader>().plans} />
}
