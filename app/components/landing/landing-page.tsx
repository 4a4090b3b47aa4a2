import { PublicLayout } from '../public-layout.tsx'
import { Hero } from './hero.tsx'
import type { landingLoader } from './landing.server.ts'
import { LandingDialogs } from './landing-dialogs.tsx'
import { Pricing } from './pricing.tsx'
import { Claims, Features, FinalCallToAction, SuccessCases, Testimonials } from './sections.tsx'

export function LandingPage({ data }: { data: Awaited<ReturnType<typeof landingLoader>> }) {
	return (
		<PublicLayout>
			<LandingDialogs>
				<Hero />
				<SuccessCases />
				<Features />
				<Pricing plans={data.plans} />
				<Testimonials />
				<Claims />
				<FinalCallToAction />
			</LandingDialogs>
		</PublicLayout>
	)
}
