// ————————————————————————————————————————————————— addresses
//
// E-mail addresses and web addresses become words: a URL is read as its domain (www and the path are left out),
// and a file extension after a space is read with its dot.

const TLDS =
	'com|org|net|edu|gov|gob|int|mil|info|biz|io|dev|app|ai|es|mx|ar|co|cl|pe|ve|uy|py|bo|ec|cr|cu|do|gt|hn|ni|pa|sv|pr|eu|uk|de|fr|it|pt|br|us|ca|cat|gal|eus|tv|me|ly|fm'
const URL = new RegExp(
	String.raw`\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>«»"“”()]*|\b(?:[a-z0-9-]+\.)+(?:${TLDS})\b(?:\/[^\s<>«»"“”()]*)?`,
	'gi',
)
const EMAIL = /\b([a-z0-9._%+-]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)+)\b/gi

/** `say` applied to the text between web and e-mail addresses only: the addresses themselves are left as written. */
export function outsideAddresses(text: string, say: (part: string) => string) {
	const addresses = new RegExp(`${EMAIL.source}|${URL.source}`, 'gi')
	let out = ''
	let last = 0
	for (const match of text.matchAll(addresses)) {
		out += say(text.slice(last, match.index)) + match[0]
		last = match.index + match[0].length
	}
	return out + say(text.slice(last))
}

/** 'debian.org' as said aloud: 'debian punto org'; www and the path are left out. */
function domainWords(address: string, dot: string) {
	const host = address
		.replace(/^[a-z]+:\/\//i, '')
		.replace(/^www(?:\.|$)/i, '')
		.split(/[/?#:]/)[0]!
		.replace(/\.+$/, '')
	return host
		.toLowerCase()
		.split('.')
		.filter(Boolean)
		.map((label) => label.replace(/-/g, ' '))
		.join(` ${dot} `)
}

/** The address read by its domain; the sentence's own punctuation after it stays. */
function addressWords(url: string, dot: string) {
	const trailing = /[.,;:!?…]+$/.exec(url)?.[0] ?? ''
	return domainWords(url.slice(0, url.length - trailing.length), dot) + trailing
}

export function spanishAddresses(text: string) {
	return text
		.replace(EMAIL, (_, user: string, domain: string) => `${user.replace(/[._-]/g, ' ')} arroba ${domainWords(domain, 'punto')}`)
		.replace(URL, (url) => addressWords(url, 'punto'))
		.replace(/(?<=\s)\.(?=[a-z]{1,5}\b)/g, 'punto ') // a file extension: los ficheros .deb
}

export function englishAddresses(text: string) {
	return text
		.replace(EMAIL, (_, user: string, domain: string) => `${user.replace(/[._-]/g, ' ')} at ${domainWords(domain, 'dot')}`)
		.replace(URL, (url) => addressWords(url, 'dot'))
		.replace(/(?<=\s)\.(?=[a-z]{1,5}\b)/g, 'dot ')
}
