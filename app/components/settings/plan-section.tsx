import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { ManageSubscriptionForm } from '#app/components/billing/billing-notices.tsx'
import { UpgradeForm } from '#app/components/billing/upgrade-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { UsageBar } from '#app/components/usage-bar.tsx'
import { useAccount } from '#app/utils/account.ts'
import { useServerForm } from '#app/utils/server-form.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { Section } from './section.tsx'

/** Plan: the current plan with its usage, the upgrade, and the Agencia waiting list. */
export function PlanSection({
	agencyEpisodes,
	agencyReply,
}: {
	agencyEpisodes: number
	agencyReply: SubmissionResult<string[]> | undefined
}) {
	const { t } = useTranslation('app')
	const { plan, quota } = useAccount()
	// the server checks (settings-schemas.ts) and its answer is shown
	const form = useServerForm('agency', agencyReply)
	const agencyName = form.input('agencyName')
	const contactEmail = form.input('contactEmail', 'email')
	return (
		<div className="space-y-6">
			<Section title={t('account.planBadge', { plan: plan.name })} description={t('settings.plan.description')}>
				<UsageBar quota={quota} />
				{plan.canUpgrade ? (
					<UpgradeForm label={t('dashboard.upgrade')} className="mt-4" />
				) : plan.canManage ? (
					<div className="mt-4">
						<ManageSubscriptionForm />
					</div>
				) : null}
			</Section>
			<Section
				title={t('settings.plan.agencyTitle')}
				description={t('settings.plan.agencyDescription', { count: agencyEpisodes })}
			>
				<Form method="post" {...form.formProps} className="flex flex-col gap-1">
					<input type="hidden" name="intent" value="agency" />
					<Field ns="app" label={t('settings.plan.agencyName')} errors={agencyName.errors} inputProps={agencyName.inputProps} />
					<Field
						ns="app"
						label={t('settings.plan.contactEmail')}
						errors={contactEmail.errors}
						inputProps={contactEmail.inputProps}
					/>
					<div>
						<Button type="submit" variant="secondary">
							{t('settings.plan.agencySubmit')}
						</Button>
					</div>
				</Form>
			</Section>
		</div>
	)
}
