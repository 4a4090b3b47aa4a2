// ————————————————————————————————————————————————— abbreviations
//
// Common Spanish abbreviations said in full: Sr. → señor, p. ej. → por ejemplo, EE. UU. → Estados Unidos.

const END = String.raw`(?=[\s,;:)!?»"”]|$)`
const ABBREVIATIONS: Array<[RegExp, string]> = [
	[/\bp\.\s?ej\./gi, 'por ejemplo'],
	[/\bEE\.\s?UU\.|\bEEUU\b/g, 'Estados Unidos'],
	[/\bN\.\s?del\s?T\./g, 'nota del traductor'],
	[/\b[nN]\.?\s?º|\b[nN]úm\./g, 'número'],
	[/\ba\.\s?C\./g, 'antes de Cristo'],
	[/\bd\.\s?C\./g, 'después de Cristo'],
	[/\bC\+\+(?!\w)/g, 'C más más'],
	[/\b([CF])#(?!\w)/g, '$1 sharp'],
	[/(?<![\w.])\.NET\b/g, 'punto net'],
	[/\bI\s?\+\s?D\s?\+\s?i\b/g, 'I más D más i'],
	[/\bI\s?\+\s?D\b/g, 'I más D'],
	[new RegExp(String.raw`\bSr\.${END}`, 'g'), 'señor'],
	[new RegExp(String.raw`\bSra\.${END}`, 'g'), 'señora'],
	[new RegExp(String.raw`\bSres\.${END}`, 'g'), 'señores'],
	[new RegExp(String.raw`\bSrta\.${END}`, 'g'), 'señorita'],
	[new RegExp(String.raw`\bDr\.${END}`, 'g'), 'doctor'],
	[new RegExp(String.raw`\bDra\.${END}`, 'g'), 'doctora'],
	[new RegExp(String.raw`\bProf\.${END}`, 'g'), 'profesor'],
	[new RegExp(String.raw`\bDña\.${END}`, 'g'), 'doña'],
	[new RegExp(String.raw`\bUds\.${END}`, 'g'), 'ustedes'],
	[new RegExp(String.raw`\bUd\.${END}`, 'g'), 'usted'],
	[new RegExp(String.raw`\bpágs\.${END}`, 'gi'), 'páginas'],
	[new RegExp(String.raw`\bpág\.${END}`, 'gi'), 'página'],
	[new RegExp(String.raw`\baprox\.${END}`, 'gi'), 'aproximadamente'],
	[new RegExp(String.raw`\bmáx\.${END}`, 'gi'), 'máximo'],
	[new RegExp(String.raw`\bmín\.${END}`, 'gi'), 'mínimo'],
	[new RegExp(String.raw`\bvol\.${END}`, 'gi'), 'volumen'],
	[new RegExp(String.raw`\bcap\.${END}`, 'gi'), 'capítulo'],
	[new RegExp(String.raw`\bart\.${END}`, 'gi'), 'artículo'],
	[new RegExp(String.raw`\btel\.${END}`, 'gi'), 'teléfono'],
	[new RegExp(String.raw`\bAvda\.${END}`, 'g'), 'avenida'],
	[new RegExp(String.raw`\bvs\.?${END}`, 'gi'), 'frente a'],
	[/\by\/o\b/g, 'y o'],
]

export function expandAbbreviations(text: string) {
	// 'etc.' ending a sentence keeps the sentence's full stop
	let out = text.replace(/\betc\.(\s+(?=[A-ZÁÉÍÓÚÑ¿¡])|\s*$)/g, 'etcétera.$1').replace(/\betc\./g, 'etcétera')
	for (const [pattern, words] of ABBREVIATIONS) out = out.replace(pattern, words)
	return out
}
