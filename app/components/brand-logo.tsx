import { Link } from '@remix-run/react'

export function BrandLogo({ name, inverse = false }: { name: string; inverse?: boolean }) {
	return (
		<Link to="/" className={`flex items-center gap-2 text-lg font-bold ${inverse ? 'text-white' : 'text-ink'}`}>
			<svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
				<rect width="32" height="32" rx="9" className={inverse ? 'fill-white' : 'fill-brand-700'} />
				<path
					d="M6 17c2.5 0 2.5-6 5-6s2.5 10 5 10 2.5-12 5-12 2.5 8 5 8"
					fill="none"
					strokeWidth="2.4"
					strokeLinecap="round"
					className={inverse ? 'stroke-brand-700' : 'stroke-white'}
				/>
			</svg>
			<span>{name}</span>
		</Link>
	)
}
