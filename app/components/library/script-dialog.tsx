import { Link, useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { Dialog } from '#app/components/ui/dialog.tsx'
import type { LibraryScript } from '#app/modules/library/library-script.ts'
import { useTranslation } from '#app/utils/translation.tsx'
import { ScriptView } from './script-view.tsx'

/** The script in a dialog (with JavaScript), loaded from the script page's loader when opened; its correction is on that page. */
export function ScriptDialog({ episodeId, title, onClose }: { episodeId: string; title: string; onClose: () => void }) {
	const { t } = useTranslation('episodes')
	const fetcher = useFetcher<LibraryScript>()
	// biome-ignore lint/correctness/useExhaustiveDependencies: load once per opened dialog
	useEffect(() => {
		fetcher.load(`/library/${episodeId}/script`)
	}, [episodeId])
	return (
		<Dialog open onClose={onClose} title={t('library.scriptTitle', { title })} closeLabel={t('library.close')}>
			<div className="mt-4 max-h-[70vh] overflow-y-auto">
				{fetcher.data ? <ScriptView script={fetcher.data.script} names={fetcher.data.names} /> : <p>…</p>}
			</div>
			{fetcher.data?.correction.available ? (
				// the correction form lives on the script's own page, where its progress shows until the new audio is ready
				<Link to={`/library/${episodeId}/script`} className="mt-4 inline-block text-sm font-medium text-brand-800 underline">
					{t('library.correct')}
				</Link>
			) : null}
		</Dialog>
	)
}
