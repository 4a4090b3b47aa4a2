import { readFileSync } from 'node:fs'
import { chapterDrafts } from './app/modules/script/episode-chapters.ts'
const md = readFileSync(process.env.HOME + '/.cache/ondacast-quality/sources/l2tabu-es.md', 'utf8')
const sections: any[] = []
let cur: any = { heading: null, level: 1, paragraphs: [] }
for (const block of md.split(/\n\s*\n/)) {
  const lines = block.split('\n')
  for (const line of lines) {
    const h = /^(#+)\s+(.*)$/.exec(line)
    if (h) { sections.push(cur); cur = { heading: h[2], level: h[1].length, paragraphs: [] } }
    else if (line.trim()) cur.paragraphs.push(line.trim())
  }
}
sections.push(cur)
const drafts = chapterDrafts({ sources: md, sections, count: 8, title: 'Lo que no hay que hacer en LaTeX' })
for (const d of drafts) { console.log('##', d.title); for (const s of d.sentences) if (/memoria|último caso|TEXINPUTS|Imagenes/.test(s.sentence)) console.log(s.index, s.sentence.slice(0, 100)) }
