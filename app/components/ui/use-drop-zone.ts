import { type DragEvent, useState } from 'react'

/**
 * A drop zone for files, an extra beside a file input (which stays the accessible control and what works without
 * JavaScript): spread `props` on the zone; it carries `data-dragging` while files are over it (style it with
 * Tailwind's `data-dragging:` variant) and hands the dropped files to `onFiles`.
 */
export function useDropZone(onFiles: (files: FileList) => void) {
	const [dragging, setDragging] = useState(false)
	return {
		'data-dragging': dragging || undefined,
		onDragOver(event: DragEvent) {
			event.preventDefault()
			setDragging(true)
		},
		onDragLeave() {
			setDragging(false)
		},
		onDrop(event: DragEvent) {
			event.preventDefault()
			setDragging(false)
			onFiles(event.dataTransfer.files)
		},
	}
}
