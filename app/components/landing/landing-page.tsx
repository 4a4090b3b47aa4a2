import type { PricingCard } from '#app/modules/plans/pricing-card.ts'
import { PublicLayout } from '../public-layout.tsx'
import { Hero } from './hero.tsx'
import { LandingDialogs } from './landing-dialogs.tsx'
import { Pricing } from './pricing.tsx'
import { Claims, Features, FinalCallToAction, SuccessCases, Testimonials } from './sections.tsx'

export function LandingPage({ plans }: { plans: PricingCard[] }) {
	return (
		<PublicLayout>
			<LandingDialogs>
				<Hero />
				<SuccessCases />
				<Features />
				<Pricing plans={plans} />
				<Testimonials />
				<Claims />
				<FinalCallToAction />
			</LandingDialogs>
		</PublicLayout>
	)
}
