/** What the pages show of a complete episode's correction (ADR 0051); shared by the server and the components. */
import type { CodedError } from '#app/modules/errors/error-codes.ts'
import type { ScriptTextError } from '#app/modules/script/script-text.ts'

/** A correction as its pages show it: see correctionView (episode-view.server.ts). */
export type CorrectionView = {
	/** only a complete episode is corrected */
	available: boolean
	status: 'idle' | 'remaking' | 'failed'
	progress: number
	/** why the last correction failed (the previous audio stays) */
	error: CodedError | null
	/** the text the form starts from: the corrected one a failure kept, else the episode's script */
	text: string
	/** the cover or the video is being made, or the video goes to YouTube: the form waits for them */
	waiting: boolean
	/** the page looks for news */
	working: boolean
	/** corrections an account may make a day */
	limit: number
}

/** Why a correction was not started: an `episodes` key and its values (the script's own errors, or one of these). */
export type CorrectionError =
	| ScriptTextError
	| { key: 'episode.correction.busy'; values?: undefined }
	| { key: 'episode.correction.voice'; values?: undefined }
	| { key: 'episode.correction.limit'; values: { limit: number; hours: number } }
