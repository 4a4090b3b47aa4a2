import { useRootData } from '#app/utils/root-data.ts'
import { BrandLogo } from './brand-logo.tsx'

/** Sign-in and sign-up pages: the brand and one centred card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
	const root = useRootData()
	return (
		<div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
			<BrandLogo name={root?.appName ?? 'Ondacast'} />
			<main id="contenido" className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-gray-100 sm:p-8">
				<h1 className="text-2xl font-bold">{title}</h1>
				{subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
				{children}
			</main>
		</div>
	)
}

/** A form-level error (not tied to one field), announced to screen readers. */
export function FormError({ errors, title }: { errors?: string[]; title?: string }) {
	if (!errors?.length) return null
	return (
		<div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
			{title ? <p className="font-semibold">{title}</p> : null}
			{errors.map((error) => (
				<p key={error}>{error}</p>
			))}
		</div>
	)
}
