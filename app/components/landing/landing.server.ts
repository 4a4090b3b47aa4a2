import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { getPricingPlans } from '#app/modules/plans/plans.server.ts'
import { joinWaitingList } from '#app/modules/waiting-list/waiting-list.server.ts'
import { waitingListSchema } from '#app/modules/waiting-list/waiting-list-schema.ts'
import { getUserId } from '#app/utils/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { checkHoneypot } from '#app/utils/honeypot.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'

/** Landing page data: the pricing cards from plans.json and the translated meta texts. */
export async function landingLoader({ request }: LoaderFunctionArgs) {
	// signed in, `/` is the dashboard (or the demo screen, which the dashboard sends demo users to)
	if (new URL(request.url).pathname === '/' && (await getUserId(request))) throw redirect('/dashboard')
	const t = getFixedT(await getLanguage(request), 'landing')
	const appName = getEnv().APP_NAME
	return {
		title: t('meta.title', { appName }),
		description: t('meta.description', { appName }),
		plans: getPricingPlans().map((plan) => ({
			id: plan.id,
			signupId: plan.id.replace(/_/g, '-'),
			name: plan.name,
			priceEur: plan.priceEur,
			episodesPerMonth: plan.episodesPerMonth,
			features: plan.features,
			cloningVoices: plan.cloningVoices,
			lengthMinutes: plan.lengthMinutes,
			mostPopular: plan.mostPopular,
			purchasable: plan.purchasable,
			waitingList: plan.waitingList,
		})),
	}
}

type WaitingListOutcome = 'success' | 'alreadyExists' | 'failure'

/** The agency waiting-list form. Invalid or duplicate input comes back with everything the visitor typed. */
export async function landingAction({ request }: ActionFunctionArgs) {
	const formData = await request.formData()
	checkHoneypot(formData)
	const submission = parseWithZod(formData, { schema: waitingListSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), outcome: null }, { status: 400 })
	}
	const language = await getLanguage(request)
	try {
		const { alreadyExists } = await joinWaitingList(submission.value, language)
		if (alreadyExists)
			return data({ result: submission.reply(), outcome: 'alreadyExists' as WaitingListOutcome }, { status: 409 })
		return { result: submission.reply({ resetForm: true }), outcome: 'success' as WaitingListOutcome }
	} catch (error) {
		console.error('[waiting-list]', error)
		return data({ result: submission.reply(), outcome: 'failure' as WaitingListOutcome }, { status: 500 })
	}
}
