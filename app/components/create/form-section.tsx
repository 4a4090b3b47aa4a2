/** One titled part of the input step. */
export function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<fieldset className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
			<legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
			{children}
		</fieldset>
	)
}
