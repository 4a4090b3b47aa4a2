import { lazy } from 'react'
import { KeepServerHtml } from '../keep-server-html.tsx'

// The landing page's text-only parts (text-sections.tsx) as the browser gets them: the server's HTML kept at
// hydration, their code in a chunk of its own for a page the browser renders itself.
const loadTextSections = () => import('./text-sections.tsx')
const SuccessCases = lazy(() => loadTextSections().then((module) => ({ default: module.SuccessCases })))
const Features = lazy(() => loadTextSections().then((module) => ({ default: module.Features })))
const Testimonials = lazy(() => loadTextSections().then((module) => ({ default: module.Testimonials })))
const Claims = lazy(() => loadTextSections().then((module) => ({ default: module.Claims })))
const EpisodePreview = lazy(() => loadTextSections().then((module) => ({ default: module.EpisodePreview })))

/** For the route's clientLoader: a client-side navigation to the landing page has the sections' code before it renders. */
export async function preloadTextSections() {
	await loadTextSections()
}

export function KeptCasesAndFeatures() {
	return (
		<KeepServerHtml id="landing-cases-features">
			<SuccessCases />
			<Features />
		</KeepServerHtml>
	)
}

export function KeptTestimonialsAndClaims() {
	return (
		<KeepServerHtml id="landing-testimonials-claims">
			<Testimonials />
			<Claims />
		</KeepServerHtml>
	)
}

export function KeptEpisodePreview() {
	return (
		<KeepServerHtml id="landing-episode-preview">
			<EpisodePreview />
		</KeepServerHtml>
	)
}
