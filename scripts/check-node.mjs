// Runs before our TypeScript entry points (npm start, dev, worker, db:migrate): a Node older than package.json's
// "engines" cannot run .ts files and would die later with ERR_UNKNOWN_FILE_EXTENSION. Plain JavaScript without
// newer syntax on purpose, so that any old Node can read it and say in one line what is needed.
import fs from 'node:fs'

const engines = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node
const required = engines.replace(/^>=\s*/, '')
const [requiredMajor, requiredMinor] = required.split('.').map(Number)
const [major, minor] = process.version.replace(/^v/, '').split('.').map(Number)

if (major < requiredMajor || (major === requiredMajor && minor < (requiredMinor || 0))) {
	console.error(
		`Ondacast necesita Node.js ${required} o posterior (recomendado: 24) y este es ${process.version}: ` +
			'instálalo desde https://nodejs.org o con `nvm install 24`, y vuelve a ejecutar `npm install`.',
	)
	process.exit(1)
}
