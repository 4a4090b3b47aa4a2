import { useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '#app/components/ui/dialog.tsx'
import type { libraryScript } from '#app/modules/library/library-script.server.ts'
import { ScriptView } from './script-view.tsx'

/** The script in a dialog (with JavaScript), loaded from the script page's loader when opened. */
export function ScriptDialog({ episodeId, title, onClose }: { episodeId: string; title: string; onClose: () => void }) {
	const { t } = useTranslation('episodes')
	const fetcher = useFetcher<typeof libraryScript>()
	// biome-ignore lint/correctness/useExhaustiveDependencies: load once per opened dialog
	useEffect(() => {
		fetcher.load(`/library/${episodeId}/script`)
	}, [episodeId])
	return (
		<Dialog open onClose={onClose} title={t('library.scriptTitle', { title })} closeLabel={t('library.close')}>
			<div className="mt-4 max-h-[70vh] overflow-y-auto">
				{fetcher.data ? <ScriptView script={fetcher.data.script} names={fetcher.data.names} /> : <p>…</p>}
			</div>
		</Dialog>
	)
}
