import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { ManageSubscriptionForm } from '#app/components/billing/billing-notices.tsx'
import { UpgradeForm } from '#app/components/billing/upgrade-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { UsageBar } from '#app/components/usage-bar.tsx'
import { agencySchema } from '#app/modules/settings/settings-schemas.ts'
import { useAccount } from '#app/utils/account.ts'
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
	const [form, fields] = useForm({
		id: 'agency',
		lastResult: agencyReply,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: agencySchema }),
	})
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
				<Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
					<input type="hidden" name="intent" value="agency" />
					<Field
						ns="app"
						label={t('settings.plan.agencyName')}
						errors={fields.agencyName.errors}
						inputProps={getInputProps(fields.agencyName, { type: 'text' })}
					/>
					<Field
						ns="app"
						label={t('settings.plan.contactEmail')}
						errors={fields.contactEmail.errors}
						inputProps={getInputProps(fields.contactEmail, { type: 'email' })}
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
