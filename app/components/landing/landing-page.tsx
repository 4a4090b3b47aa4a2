import type { PricingCard } from '#app/modules/plans/pricing-card.ts'
import { PublicLayout } from '../public-layout.tsx'
import { Hero } from './hero.tsx'
import { KeptCasesAndFeatures, KeptTestimonialsAndClaims } from './kept-sections.tsx'
import { LandingDialogs } from './landing-dialogs.tsx'
import { Pricing } from './pricing.tsx'
import { FinalCallToAction } from './sections.tsx'

export function LandingPage({ plans }: { plans: PricingCard[] }) {
	return (
		<PublicLayout>
			<LandingDialogs>
				<Hero />
				<KeptCasesAndFeatures />
				<Pricing plans={plans} />
				<KeptTestimonialsAndClaims />
				<FinalCallToAction />
			</LandingDialogs>
		</PublicLayout>
	)
}
