import { Form } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'

/**
 * Esencial's Upgrade button: posts to /subscribe/creadores, whose action goes on to the checkout of Creadores or, for
 * an account that already subscribes, shows that page first (the new price and what is charged now) and changes the
 * price only from its confirm button. Without payments, that page says they are not configured.
 */
export function UpgradeForm({ label, className = '', wide = false }: { label: string; className?: string; wide?: boolean }) {
	return (
		<Form method="post" action="/subscribe/creadores" className={className}>
			<Button type="submit" className={wide ? 'w-full' : 'w-full sm:w-auto'}>
				{label}
			</Button>
		</Form>
	)
}
