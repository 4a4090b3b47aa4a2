/** Where a rename or a delete returns: the library page the user came from (its search and page), never elsewhere. */
export function libraryBack(value: FormDataEntryValue | string | null | undefined) {
	return typeof value === 'string' && /^\/(library|episodes)(\?[^\s]*)?$/.test(value) ? value : '/library'
}
