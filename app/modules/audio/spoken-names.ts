import { outsideAddresses } from './spoken-addresses.ts'

// ————————————————————————————————————————————————— names
//
// Product and technical names that a voice mispronounces as written (LaTeX read «la te equis», CD-ROM spelled letter
// by letter, GNOME as «gnome») written as the voice should read them. One list, applied by speakableText before the
// acronym speller and never inside a web or e-mail address. Policy (ADR 0043): a name goes in when it is well known and
// a voice gets it wrong; its Spanish spelling is checked with eSpeak NG's Spanish voice (`espeak-ng -v es -x`), which
// reads it as Spanish letters would; its English one only where English voices need it. The written forms are
// case-sensitive where the name is (TeX, not «tex»): only the forms listed are replaced.

type Name = {
	/** The written forms, whole words only. */
	written: string[]
	spanish: string
	/** How an English voice should read it; the written form is left when absent. */
	english?: string
}

export const SPOKEN_NAMES: Name[] = [
	{ written: ['LaTeX', 'LATEX', 'Latex', 'latex'], spanish: 'látex', english: 'lay tech' },
	{ written: ['TeX', 'TEX'], spanish: 'tej', english: 'tech' },
	{ written: ['LyX', 'LYX', 'lyx'], spanish: 'lics', english: 'licks' },
	{ written: ['GNU/Linux'], spanish: 'ñu línux', english: 'G N U Linux' },
	{ written: ['Linux', 'LINUX'], spanish: 'línux' },
	{ written: ['GNOME', 'Gnome'], spanish: 'ñom', english: 'guh nome' },
	{ written: ['LibreOffice', 'Libreoffice', 'LIBREOFFICE'], spanish: 'libre ófis', english: 'libre office' },
	{ written: ['OpenOffice', 'Openoffice', 'OPENOFFICE'], spanish: 'open ófis', english: 'open office' },
	{ written: ['OpenOffice.org'], spanish: 'open ófis punto org', english: 'open office dot org' },
	{ written: ['CD-ROM', 'CDROM', 'CD-Rom'], spanish: 'cedé rom', english: 'C D rom' },
	{ written: ['CD-ROMs', 'CDROMs'], spanish: 'cedé roms', english: 'C D roms' },
	{ written: ['Wi-Fi', 'WiFi', 'Wifi', 'WI-FI'], spanish: 'wifi' },
	{ written: ['GitHub', 'Github', 'GITHUB'], spanish: 'guit jab', english: 'git hub' },
	{ written: ['PostgreSQL', 'Postgresql', 'POSTGRESQL'], spanish: 'postgrés cu ele', english: 'postgres Q L' },
	{ written: ['macOS', 'MacOS', 'Mac OS'], spanish: 'mac o ese', english: 'mac O S' },
	{ written: ['Mac OS X', 'OS X'], spanish: 'mac o ese diez', english: 'mac O S ten' },
	{ written: ['iOS'], spanish: 'i o ese', english: 'eye O S' },
	{ written: ['JavaScript', 'Javascript', 'javascript'], spanish: 'yavascrip' },
]

function escaped(text: string) {
	return text.replace(/[/^$*+?.()|[\]{}\\]/g, '\\$&')
}

/** Longest written forms first, so that 'Mac OS X' wins over 'Mac OS' and 'OpenOffice.org' over 'OpenOffice'. */
function namePattern(forms: string[]) {
	forms.sort((a, b) => b.length - a.length)
	return new RegExp(String.raw`(?<![\p{L}\d_@./-])(?:${forms.map(escaped).join('|')})(?![\p{L}\d_@]|[./-][\p{L}\d])`, 'gu')
}

const FORMS = SPOKEN_NAMES.flatMap((name) => name.written)
/** A name written like a domain (OpenOffice.org) is the product's name, not an address to read by its domain. */
const DOTTED = namePattern(FORMS.filter((form) => form.includes('.')))
const PATTERN = namePattern(FORMS.filter((form) => !form.includes('.')))
const BY_FORM = new Map(SPOKEN_NAMES.flatMap((name) => name.written.map((form) => [form, name] as const)))

/** The names of the list said the way a voice of `language` reads them well; addresses are left to spoken-addresses. */
export function spokenNames(text: string, language: 'spanish' | 'english') {
	const said = (form: string) => {
		const name = BY_FORM.get(form)!
		return language === 'spanish' ? name.spanish : (name.english ?? form)
	}
	return outsideAddresses(text.replace(DOTTED, said), (part) => part.replace(PATTERN, said))
}
