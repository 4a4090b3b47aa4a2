import { getFormProps, useForm } from '@conform-to/react'
import { Link, type LinkProps, useFetcher } from '@remix-run/react'
import { createContext, useContext, useMemo, useState } from 'react'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { z } from 'zod'
import { FormError } from '#app/components/auth-layout.tsx'
import { DemoAccessForm } from '#app/components/demo-access-form.tsx'
import { HaveAccountLink, SignupFields } from '#app/components/signup-fields.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import type { RegisterAnswer, signupSchema } from '#app/modules/auth/auth-schemas.ts'
import type { DemoAccessAnswer } from '#app/modules/auth/demo-schema.ts'
import { useTranslation } from '#app/utils/translation.tsx'

/** A plan the sign-up dialog is for: the id /register?plan= takes and the name shown. */
export type SignupPlan = { id: string; name: string }

type Opened = { kind: 'demo' } | { kind: 'signup'; plan: SignupPlan } | null

const LandingDialogsContext = createContext<{ openDemo: () => void; openSignup: (plan: SignupPlan) => void } | null>(null)

/**
 * The landing page's demo and sign-up dialogs. The buttons that open them are plain links (DemoLink, SignupLink) to
 * /demo/acceso and /register?plan=…, which hold the same forms: without JavaScript the links just work; with it a
 * plain click opens the dialog instead. A dialog is mounted the first time it opens and then kept (so what the
 * visitor typed stays if it is closed by mistake); the sign-up dialog starts afresh for another plan.
 */
export function LandingDialogs({ children }: { children: React.ReactNode }) {
	const [opened, setOpened] = useState<Opened>(null)
	const [demoMounted, setDemoMounted] = useState(false)
	const [signupPlan, setSignupPlan] = useState<SignupPlan | null>(null)
	const value = useMemo(
		() => ({
			openDemo: () => {
				setDemoMounted(true)
				setOpened({ kind: 'demo' })
			},
			openSignup: (plan: SignupPlan) => {
				setSignupPlan(plan)
				setOpened({ kind: 'signup', plan })
			},
		}),
		[],
	)
	const close = () => setOpened(null)
	return (
		<LandingDialogsContext.Provider value={value}>
			{children}
			{demoMounted ? <DemoDialog open={opened?.kind === 'demo'} onClose={close} /> : null}
			{signupPlan ? (
				<SignupDialog key={signupPlan.id} plan={signupPlan} open={opened?.kind === 'signup'} onClose={close} />
			) : null}
		</LandingDialogsContext.Provider>
	)
}

/** A left click without modifier keys: one the dialog may take over (ctrl/cmd-click still opens a new tab). */
function isPlainClick(event: React.MouseEvent) {
	return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

type DialogLinkProps = Omit<LinkProps, 'to'>

/** 'Probar Demo': a link to /demo/acceso that, once the page runs JavaScript, opens the demo dialog. */
export function DemoLink({ onClick, ...props }: DialogLinkProps) {
	const dialogs = useContext(LandingDialogsContext)
	const hydrated = useHydrated()
	return (
		<Link
			{...props}
			to="/demo/acceso"
			aria-haspopup={hydrated && dialogs ? 'dialog' : undefined}
			onClick={(event) => {
				onClick?.(event)
				if (!dialogs || event.defaultPrevented || !isPlainClick(event)) return
				event.preventDefault()
				dialogs.openDemo()
			}}
		/>
	)
}

/** A paid plan's button: a link to /register?plan=<id> that, once the page runs JavaScript, opens the sign-up dialog. */
export function SignupLink({ plan, onClick, ...props }: DialogLinkProps & { plan: SignupPlan }) {
	const dialogs = useContext(LandingDialogsContext)
	const hydrated = useHydrated()
	return (
		<Link
			{...props}
			to={`/register?plan=${plan.id}`}
			aria-haspopup={hydrated && dialogs ? 'dialog' : undefined}
			onClick={(event) => {
				onClick?.(event)
				if (!dialogs || event.defaultPrevented || !isPlainClick(event)) return
				event.preventDefault()
				dialogs.openSignup(plan)
			}}
		/>
	)
}

/** The /demo/acceso form, posted through a fetcher: success goes on to /demo, errors show in the dialog. */
function DemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
function SignupDialog({ plan, open, onClose }: { plan: SignupPlan; open: boolean; onClose: () => void }) {
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
