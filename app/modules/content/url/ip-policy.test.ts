import { describe, expect, test } from 'vitest'
import { blockedRange, isBlockedAddress, isLoopbackAddress, normalizeHost } from './ip-policy.ts'

describe('normalizeHost turns every IPv4 and IPv6 literal encoding into one canonical address', () => {
	test.each([
		['127.0.0.1', '127.0.0.1'],
		['127.1', '127.0.0.1'],
		['127.0.1', '127.0.0.1'],
		['0x7f000001', '127.0.0.1'],
		['0x7F.0.0.1', '127.0.0.1'],
		['2130706433', '127.0.0.1'],
		['0177.0.0.1', '127.0.0.1'],
		['017700000001', '127.0.0.1'],
		['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
		['2852039166', '169.254.169.254'],
		['[::1]', '::1'],
		['[0:0:0:0:0:0:0:1]', '::1'],
		['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
		['::ffff:127.0.0.1', '::ffff:7f00:1'],
		['[::ffff:7f00:1]', '::ffff:7f00:1'],
		['fe80::1%eth0', 'fe80::1'],
		['Noticias.Example.', 'noticias.example'],
		['ñandú.es', 'xn--and-6ma2c.es'],
	])('%s → %s', (input, canonical) => {
		expect(normalizeHost(input)).toBe(canonical)
	})

	test.each(['', 'evil.example@127.0.0.1', 'a b', 'host:80', '08.0.0.1', '[::1'])('%j is not a host', (input) => {
		expect(normalizeHost(input)).toBeNull()
	})
})

describe('isBlockedAddress refuses every non-public range, in every encoding', () => {
	test.each([
		// IPv4 ranges, one address inside each and the edges of the tricky ones
		['0.0.0.0', 'esta red'],
		['0.255.255.255', 'esta red'],
		['10.0.0.1', 'red privada'],
		['10.255.255.255', 'red privada'],
		['100.64.0.1', 'CGNAT'],
		['100.127.255.255', 'CGNAT'],
		['100.100.100.200', 'CGNAT'],
		['127.0.0.1', 'loopback'],
		['127.255.255.254', 'loopback'],
		['169.254.169.254', 'link-local / metadatos de la nube'],
		['169.254.0.1', 'link-local / metadatos de la nube'],
		['172.16.0.1', 'red privada'],
		['172.31.255.255', 'red privada'],
		['192.0.0.192', 'asignaciones IETF'],
		['192.0.2.1', 'documentación (TEST-NET-1)'],
		['192.168.1.1', 'red privada'],
		['198.18.0.1', 'pruebas de rendimiento'],
		['198.19.255.255', 'pruebas de rendimiento'],
		['198.51.100.7', 'documentación (TEST-NET-2)'],
		['203.0.113.9', 'documentación (TEST-NET-3)'],
		['224.0.0.1', 'multicast'],
		['239.255.255.250', 'multicast'],
		['240.0.0.1', 'reservada'],
		['255.255.255.255', 'reservada'],
		// IPv4 encodings
		['127.1', 'loopback'],
		['127.0.1', 'loopback'],
		['0x7f000001', 'loopback'],
		['2130706433', 'loopback'],
		['0177.0.0.1', 'loopback'],
		['0', 'esta red'],
		['0xa9fea9fe', 'link-local / metadatos de la nube'],
		// IPv6
		['::', 'sin especificar'],
		['::1', 'loopback'],
		['[::1]', 'loopback'],
		['fc00::1', 'red privada (ULA)'],
		['[fc00::1]', 'red privada (ULA)'],
		['fd00:ec2::254', 'red privada (ULA)'],
		['fe80::1', 'link-local'],
		['[fe80::1]', 'link-local'],
		['febf:ffff::1', 'link-local'],
		['fec0::1', 'site-local (obsoleta)'],
		['ff02::1', 'multicast'],
		['2001:db8::1', 'documentación'],
		['2001::1', 'asignaciones IETF (Teredo incluido)'],
		['::7f00:1', 'IPv4-compatible (obsoleta)'],
		['100::1', 'descarte'],
		['64:ff9b:1::1', 'NAT64 local'],
		['4000::1', 'reservada'],
		// IPv6 with an embedded IPv4 address
		['[::ffff:127.0.0.1]', 'loopback (en IPv4-mapped)'],
		['[::ffff:7f00:1]', 'loopback (en IPv4-mapped)'],
		['::ffff:169.254.169.254', 'link-local / metadatos de la nube (en IPv4-mapped)'],
		['::ffff:a9fe:a9fe', 'link-local / metadatos de la nube (en IPv4-mapped)'],
		['::ffff:10.0.0.1', 'red privada (en IPv4-mapped)'],
		['::ffff:0:127.0.0.1', 'loopback (en IPv4-translated)'],
		['64:ff9b::127.0.0.1', 'loopback (en NAT64)'],
		['64:ff9b::a9fe:a9fe', 'link-local / metadatos de la nube (en NAT64)'],
		['2002:7f00:1::', 'loopback (en 6to4)'],
		['2002:c0a8:101::1', 'red privada (en 6to4)'],
		// Not an address at all: fail closed
		['localhost', 'no es una dirección IP'],
		['noticias.example', 'no es una dirección IP'],
		['', 'no es una dirección IP'],
	])('%s is blocked (%s)', (address, range) => {
		expect(blockedRange(address)).toBe(range)
		expect(isBlockedAddress(address)).toBe(true)
	})

	test.each([
		'93.184.216.34',
		'8.8.8.8',
		'1.1.1.1',
		'100.63.255.255',
		'100.128.0.0',
		'172.15.255.255',
		'172.32.0.0',
		'169.253.255.255',
		'192.0.1.1',
		'198.17.255.255',
		'198.20.0.0',
		'223.255.255.255',
		'2606:4700:4700::1111',
		'2a00:1450:4003:80e::200e',
		'::ffff:8.8.8.8',
		'64:ff9b::8.8.8.8',
		'2002:808:808::1',
	])('%s is public', (address) => {
		expect(blockedRange(address)).toBeNull()
		expect(isBlockedAddress(address)).toBe(false)
	})
})

test('isLoopbackAddress: what the test-only setting lets through, and nothing else', () => {
	for (const address of ['127.0.0.1', '127.1', '2130706433', '127.9.9.9', '::1', '[::1]', '::ffff:127.0.0.1']) {
		expect(isLoopbackAddress(address), address).toBe(true)
	}
	for (const address of ['10.0.0.1', '169.254.169.254', '::', 'fe80::1', '64:ff9b::127.0.0.1', 'localhost', '8.8.8.8']) {
		expect(isLoopbackAddress(address), address).toBe(false)
	}
})
