import { useTranslation } from '#app/utils/translation.tsx'

/** Episodes used this month against the plan's limit; -1 is unlimited (no bar, 'ilimitados'). */
export function UsageBar({ quota }: { quota: { used: number; limit: number } }) {
	const { t } = useTranslation('app')
	if (quota.limit === -1) {
		return <p className="text-sm text-muted">{t('usage.unlimited', { used: quota.used })}</p>
	}
	const percent = quota.limit > 0 ? Math.min(100, Math.round((quota.used / quota.limit) * 100)) : 100
	return (
		<div>
			<p className="flex justify-between text-sm text-muted">
				<span>{t('usage.label')}</span>
				<span className="font-semibold text-ink" data-testid="usage-count">
					{t('usage.count', { used: quota.used, limit: quota.limit })}
				</span>
			</p>
			<div
				role="progressbar"
				aria-label={t('usage.label')}
				aria-valuemin={0}
				aria-valuemax={quota.limit}
				aria-valuenow={quota.used}
				className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200"
			>
				<div
					className={`h-full rounded-full ${percent >= 100 ? 'bg-red-600' : 'bg-brand-600'}`}
					style={{ width: `${percent}%` }}
				/>
			</div>
		</div>
	)
}
