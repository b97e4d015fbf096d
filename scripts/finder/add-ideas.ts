// Merges a batch of new gift ideas and listings into one knowledge file, then checks it.
// Usage: npx tsx scripts/finder/add-ideas.ts <domain> <batch.json>
//   batch.json: { "ideas": { "<concept id>": [<idea>, ...] }, "listings": { "<idea id>": [<listing>, ...] } }
//   New ideas are appended to their concept; listings are appended to an existing idea (at most six per idea).
// The file is rewritten only when the merged result passes the schema.
import { readFileSync, writeFileSync } from 'node:fs'

import {
  GiftIdeaSchema,
  KnowledgeFileSchema,
  KnowledgeListingSchema,
  type KnowledgeFile,
} from '#app/server/gift-finder/knowledge/schema.server.ts'

const [domain, batchFile] = process.argv.slice(2)
if (!domain || !batchFile) {
  console.error('Usage: npx tsx scripts/finder/add-ideas.ts <domain> <batch.json>')
  process.exit(2)
}
const file = `content/finder/knowledge/${domain}.json`
const knowledge = JSON.parse(readFileSync(file, 'utf8')) as KnowledgeFile
const batch = JSON.parse(readFileSync(batchFile, 'utf8')) as {
  ideas?: Record<string, unknown[]>
  listings?: Record<string, unknown[]>
}

const errors: string[] = []
const concepts = new Map(knowledge.concepts.map((concept) => [concept.id, concept]))
const ideas = new Map(knowledge.concepts.flatMap((concept) => concept.ideas.map((idea) => [idea.id, idea] as const)))
let addedIdeas = 0
let addedListings = 0

for (const [conceptId, entries] of Object.entries(batch.ideas ?? {})) {
  const concept = concepts.get(conceptId)
  if (!concept) {
    errors.push(`no concept ${conceptId} in ${file}`)
    continue
  }
  for (const entry of entries) {
    const parsed = GiftIdeaSchema.safeParse(entry)
    if (!parsed.success) {
      const id = (entry as { id?: string }).id ?? '?'
      errors.push(
        `${conceptId}/${id}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
      continue
    }
    if (ideas.has(parsed.data.id)) {
      errors.push(`${conceptId}/${parsed.data.id}: an idea with this id already exists`)
      continue
    }
    concept.ideas.push(parsed.data)
    ideas.set(parsed.data.id, parsed.data)
    addedIdeas++
  }
}

for (const [ideaId, entries] of Object.entries(batch.listings ?? {})) {
  const idea = ideas.get(ideaId)
  if (!idea) {
    errors.push(`no idea ${ideaId} in ${file}`)
    continue
  }
  for (const entry of entries) {
    const parsed = KnowledgeListingSchema.safeParse(entry)
    if (!parsed.success) {
      errors.push(
        `${ideaId} listing: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
      continue
    }
    if (idea.listings.length >= 6) {
      errors.push(`${ideaId}: already has six listings; add a new idea instead`)
      break
    }
    if (idea.listings.some((listing) => listing.title === parsed.data.title)) {
      errors.push(`${ideaId}: a listing titled "${parsed.data.title}" exists`)
      continue
    }
    idea.listings.push(parsed.data)
    addedListings++
  }
}

const whole = KnowledgeFileSchema.safeParse(knowledge)
if (!whole.success) errors.push(...whole.error.issues.slice(0, 20).map((i) => `${i.path.join('.')}: ${i.message}`))
if (errors.length) {
  console.error(`Not merged: ${errors.length} problem(s)\n${errors.map((e) => `  ${e}`).join('\n')}`)
  process.exit(1)
}
writeFileSync(file, `${JSON.stringify(knowledge, null, 2)}\n`)
console.log(`${file}: added ${addedIdeas} ideas and ${addedListings} listings`)
