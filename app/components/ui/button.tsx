import { Link, type LinkProps } from '@remix-run/react'
import type { ButtonHTMLAttributes } from 'react'

const variants = {
	primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
	secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
	ghost: 'text-ink hover:bg-gray-100',
	inverse: 'bg-white text-brand-800 hover:bg-brand-50 shadow-sm',
} as const

const sizes = { md: 'px-4 py-2.5 text-sm', lg: 'px-6 py-3 text-base' } as const

type Style = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string }

export function buttonClass({ variant = 'primary', size = 'md', className = '' }: Style = {}) {
	return `inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${className}`
}

export function Button({ variant, size, className, type = 'button', ...props }: Style & ButtonHTMLAttributes<HTMLButtonElement>) {
	return <button type={type} className={buttonClass({ variant, size, className })} {...props} />
}

export function ButtonLink({ variant, size, className, ...props }: Style & LinkProps) {
	return <Link className={buttonClass({ variant, size, className })} {...props} />
}
