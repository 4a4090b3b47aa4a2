import { isIP, isIPv4, isIPv6 } from 'node:net'

/**
 * Which addresses a server-side fetch may connect to. Everything that is not a public unicast address is refused:
 * loopback, private, link-local (cloud metadata 169.254.169.254 included), CGNAT, documentation, benchmarking,
 * multicast and reserved ranges, in IPv4 and IPv6, and IPv6 forms that embed one of those IPv4 addresses
 * (IPv4-mapped, IPv4-translated, NAT64 and 6to4). Anything that is not an IP address at all is refused too.
 */

type Range4 = { base: number; bits: number; label: string }
type Range6 = { base: bigint; bits: number; label: string }

const BLOCKED_V4: Range4[] = [
	range4('0.0.0.0/8', 'esta red'),
	range4('10.0.0.0/8', 'red privada'),
	range4('100.64.0.0/10', 'CGNAT'),
	range4('127.0.0.0/8', 'loopback'),
	range4('169.254.0.0/16', 'link-local / metadatos de la nube'),
	range4('172.16.0.0/12', 'red privada'),
	range4('192.0.0.0/24', 'asignaciones IETF'),
	range4('192.0.2.0/24', 'documentación (TEST-NET-1)'),
	range4('192.88.99.0/24', 'relé 6to4'),
	range4('192.168.0.0/16', 'red privada'),
	range4('198.18.0.0/15', 'pruebas de rendimiento'),
	range4('198.51.100.0/24', 'documentación (TEST-NET-2)'),
	range4('203.0.113.0/24', 'documentación (TEST-NET-3)'),
	range4('224.0.0.0/4', 'multicast'),
	range4('240.0.0.0/4', 'reservada'),
	range4('255.255.255.255/32', 'broadcast'),
]

/** IPv6 ranges whose low 32 bits (or bits 16–47 for 6to4) are an IPv4 address that decides instead. */
const MAPPED = range6('::ffff:0:0/96', 'IPv4-mapped')
const TRANSLATED = range6('::ffff:0:0:0/96', 'IPv4-translated')
const NAT64 = range6('64:ff9b::/96', 'NAT64')
const SIX_TO_FOUR = range6('2002::/16', '6to4')

const BLOCKED_V6: Range6[] = [
	range6('::/128', 'sin especificar'),
	range6('::1/128', 'loopback'),
	range6('::/96', 'IPv4-compatible (obsoleta)'),
	range6('64:ff9b:1::/48', 'NAT64 local'),
	range6('100::/64', 'descarte'),
	range6('2001::/23', 'asignaciones IETF (Teredo incluido)'),
	range6('2001:db8::/32', 'documentación'),
	range6('3fff::/20', 'documentación'),
	range6('5f00::/16', 'SRv6'),
	range6('fc00::/7', 'red privada (ULA)'),
	range6('fe80::/10', 'link-local'),
	range6('fec0::/10', 'site-local (obsoleta)'),
	range6('ff00::/8', 'multicast'),
]

/** Only global unicast (2000::/3) is public in IPv6; everything outside it is reserved or unassigned. */
const GLOBAL_UNICAST = range6('2000::/3', 'unicast global')

/**
 * The canonical form of a URL hostname or an address: every IPv4 literal encoding (2130706433, 0x7f000001,
 * 0177.0.0.1, 127.1, 127.0.1, …) becomes dotted decimal, IPv6 loses its brackets and zone and is compressed
 * (::ffff:127.0.0.1 → ::ffff:7f00:1), names are lower-cased and punycoded. The WHATWG URL parser does the work,
 * exactly as it does for the URLs we fetch. Null when the host cannot be a URL host.
 */
export function normalizeHost(hostname: string): string | null {
	let host = hostname.trim()
	if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1)
	const zone = host.indexOf('%')
	if (zone !== -1 && isIPv6(host.slice(0, zone))) host = host.slice(0, zone)
	if (isIPv6(host)) host = `[${host}]`
	else if (!host || /[\s/\\?#@:%]/.test(host)) return null
	try {
		const parsed = new URL(`http://${host}/`).hostname
		return parsed.startsWith('[') ? parsed.slice(1, -1) : parsed.replace(/\.$/, '')
	} catch {
		return null
	}
}

/** The name of the blocked range an address falls in, or null for a public address. Non-addresses are blocked. */
export function blockedRange(address: string): string | null {
	const ip = normalizeHost(address)
	if (!ip || isIP(ip) === 0) return 'no es una dirección IP'
	if (isIPv4(ip)) return blockedRange4(parseIPv4(ip))
	return blockedRange6(parseIPv6(ip))
}

/** True when a server-side fetch must not connect to this address (in any encoding). */
export function isBlockedAddress(ip: string): boolean {
	return blockedRange(ip) !== null
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms: what the test-only loopback setting lets through. */
export function isLoopbackAddress(address: string): boolean {
	const ip = normalizeHost(address)
	if (!ip) return false
	if (isIPv4(ip)) return parseIPv4(ip) >>> 24 === 127
	if (!isIPv6(ip)) return false
	const value = parseIPv6(ip)
	if (value === 1n) return true
	return inRange6(value, MAPPED) && Number(value & 0xffffffffn) >>> 24 === 127
}

function blockedRange4(value: number): string | null {
	return BLOCKED_V4.find((range) => inRange4(value, range))?.label ?? null
}

function blockedRange6(value: bigint): string | null {
	for (const embedding of [MAPPED, TRANSLATED, NAT64]) {
		if (inRange6(value, embedding)) return prefixed(embedding, blockedRange4(Number(value & 0xffffffffn)))
	}
	if (inRange6(value, SIX_TO_FOUR)) return prefixed(SIX_TO_FOUR, blockedRange4(Number((value >> 80n) & 0xffffffffn)))
	const blocked = BLOCKED_V6.find((range) => inRange6(value, range))
	if (blocked) return blocked.label
	return inRange6(value, GLOBAL_UNICAST) ? null : 'reservada'
}

function prefixed(embedding: Range6, label: string | null) {
	return label && `${label} (en ${embedding.label})`
}

function inRange4(value: number, { base, bits }: Range4) {
	if (bits === 0) return true
	const mask = (0xffffffff << (32 - bits)) >>> 0
	return (value & mask) >>> 0 === base
}

function inRange6(value: bigint, { base, bits }: Range6) {
	const shift = BigInt(128 - bits)
	return value >> shift === base >> shift
}

function range4(cidr: string, label: string): Range4 {
	const [address, bits] = cidr.split('/')
	return { base: parseIPv4(address!), bits: Number(bits), label }
}

function range6(cidr: string, label: string): Range6 {
	const [address, bits] = cidr.split('/')
	return { base: parseIPv6(address!), bits: Number(bits), label }
}

/** Dotted-decimal IPv4 (already canonical) to an unsigned 32-bit number. */
function parseIPv4(ip: string): number {
	return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0)
}

/** A valid IPv6 address (compressed or not, optionally with a dotted IPv4 tail) to a 128-bit number. */
function parseIPv6(ip: string): bigint {
	let text = ip
	const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
	if (dotted) {
		const v4 = parseIPv4(dotted[1]!)
		text = `${text.slice(0, -dotted[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
	}
	const [head = '', tail] = text.split('::')
	const headGroups = head ? head.split(':') : []
	const tailGroups = tail ? tail.split(':') : []
	const missing = 8 - headGroups.length - tailGroups.length
	const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
	return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n)
}
