/**
 * The interpolation values of the 'Límite alcanzado' texts: used/limit and the next plan up by name ('Actualiza a
 * Creadores PLUS para crear más'). On the largest plan there is nothing to suggest: the `_top` variant of the key
 * (i18next context) says only what was used.
 */
export function limitTextValues({
	used,
	limit,
	nextPlan,
}: {
	used: number
	limit: number
	nextPlan: string | null
}): Record<string, string | number> {
	return nextPlan ? { used, limit, nextPlan } : { used, limit, context: 'top' }
}
