import { Link, type LinkProps } from '@remix-run/react'
import { createContext, lazy, Suspense, useContext, useMemo, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { SignupPlan } from './landing-dialog-forms.tsx'

/** The dialogs' own chunk: asked for as soon as a visitor points at or focuses a button that opens one. */
const loadDialogs = () => import('./landing-dialog-forms.tsx')
const DemoDialog = lazy(() => loadDialogs().then((module) => ({ default: module.DemoDialog })))
const SignupDialog = lazy(() => loadDialogs().then((module) => ({ default: module.SignupDialog })))
const preloadDialogs = () => void loadDialogs()

type Opened = { kind: 'demo' } | { kind: 'signup'; plan: SignupPlan } | null

const LandingDialogsContext = createContext<{ openDemo: () => void; openSignup: (plan: SignupPlan) => void } | null>(null)

/**
 * The landing page's demo and sign-up dialogs. The buttons that open them are plain links (DemoLink, SignupLink) to
 * /demo/acceso and /register?plan=…, which hold the same forms: without JavaScript the links just work; with it a
 * plain click opens the dialog instead. A dialog is mounted the first time it opens and then kept (so what the
 * visitor typed stays if it is closed by mistake); the sign-up dialog starts afresh for another plan. Their code is
 * loaded when first wanted (docs/decisions/0009-landing-page-weight.md).
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
			<Suspense fallback={null}>
				{demoMounted ? <DemoDialog open={opened?.kind === 'demo'} onClose={close} /> : null}
				{signupPlan ? (
					<SignupDialog key={signupPlan.id} plan={signupPlan} open={opened?.kind === 'signup'} onClose={close} />
				) : null}
			</Suspense>
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
			onPointerEnter={preloadDialogs}
			onFocus={preloadDialogs}
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
			onPointerEnter={preloadDialogs}
			onFocus={preloadDialogs}
			onClick={(event) => {
				onClick?.(event)
				if (!dialogs || event.defaultPrevented || !isPlainClick(event)) return
				event.preventDefault()
				dialogs.openSignup(plan)
			}}
		/>
	)
}
