import { getFormProps, useForm } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import type { z } from 'zod'
import { FormError } from '#app/components/auth-layout.tsx'
import { DemoAccessForm } from '#app/components/demo-access-form.tsx'
import { HaveAccountLink, SignupFields } from '#app/components/signup-fields.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import type { RegisterAnswer, signupSchema } from '#app/modules/auth/auth-schemas.ts'
import type { DemoAccessAnswer } from '#app/modules/auth/demo-schema.ts'
import { useTranslation } from '#app/utils/translation.tsx'

// The landing page's dialogs, in a chunk of their own that landing-dialogs.tsx loads when one is about to open: the
// forms, conform and the sign-up fields stay out of the JavaScript the landing page loads at first.

/** A plan the sign-up dialog is for: the id /register?plan= takes and the name shown. */
export type SignupPlan = { id: string; name: string }

/** The /demo/acceso form, posted through a fetcher: success goes on to /demo, errors show in the dialog. */
export function DemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
	const { t } = useTranslation(['landing', 'auth'])
	const fetcher = useFetcher<DemoAccessAnswer>()
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title={t('auth:demo.title')}
			description={t('auth:demo.subtitle')}
			closeLabel={t('dialogs.close')}
			busy={fetcher.state !== 'idle'}
		>
			<DemoAccessForm id="demo-access-dialog" fetcher={fetcher} />
		</Dialog>
	)
}

/**
 * Sign-up for a plan, posted through a fetcher to the /register action with the plan: it creates the account and
 * goes on to /subscribe/<plan>. The signupSchema validates on the server only (the landing page ships no validation
 * library, docs/decisions/0009-landing-page-weight.md); its messages come back into the dialog.
 */
export function SignupDialog({ plan, open, onClose }: { plan: SignupPlan; open: boolean; onClose: () => void }) {
	const { t } = useTranslation(['landing', 'auth'])
	const fetcher = useFetcher<RegisterAnswer>()
	const [form, fields] = useForm<z.input<typeof signupSchema>, z.output<typeof signupSchema>, string[]>({
		id: `signup-${plan.id}`,
		lastResult: fetcher.data?.result,
		constraint: {
			firstName: { required: true, maxLength: 80 },
			lastName: { required: true, maxLength: 80 },
			email: { required: true },
			password: { required: true, minLength: 6, maxLength: 200 },
		},
	})
	const pending = fetcher.state !== 'idle'
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title={t('auth:register.title')}
			description={t('dialogs.signupSubtitle', { plan: plan.name })}
			closeLabel={t('dialogs.close')}
			busy={pending}
		>
			<fetcher.Form method="post" action="/register" {...getFormProps(form)} className="mt-6 flex flex-col gap-1">
				<HoneypotInputs />
				<input type="hidden" name="plan" value={plan.id} />
				<FormError title={t('auth:register.failed')} errors={form.errors?.map((error) => t(`auth:${error}`))} />
				<SignupFields namesRequired fields={fields} />
				<Button type="submit" size="lg" disabled={pending}>
					{pending ? t('auth:register.submitting') : t('auth:register.submitPlan', { plan: plan.name })}
				</Button>
			</fetcher.Form>
			<HaveAccountLink />
		</Dialog>
	)
}
