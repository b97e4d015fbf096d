// Checks the gift finder's knowledge files (content/finder/knowledge/*.json) and prints their size.
// Usage: npx tsx scripts/finder/check-knowledge.ts [file ...]   (exit 1 on errors; warnings do not fail)
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { NAMED_THINGS_FILE } from '#app/server/gift-finder/knowledge/named-things.server.ts'
import {
  KnowledgeFileSchema,
  NamedThingsFileSchema,
  type KnowledgeFile,
} from '#app/server/gift-finder/knowledge/schema.server.ts'

const DIR = 'content/finder/knowledge'
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(DIR, name))

const errors: string[] = []
const warnings: string[] = []
const parsed: { file: string; data: KnowledgeFile }[] = []

for (const file of files) {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    errors.push(`${file}: not valid JSON (${(error as Error).message})`)
    continue
  }
  const result = KnowledgeFileSchema.safeParse(json)
  if (!result.success) {
    for (const issue of result.error.issues.slice(0, 30)) {
      errors.push(`${file}: ${issue.path.join('.')}: ${issue.message}`)
    }
    continue
  }
  parsed.push({ file, data: result.data })
}

const conceptIds = new Map<string, string>()
const ideaIds = new Map<string, string>()
const termOwners = new Map<string, string[]>()
let ideas = 0
let listings = 0
const bands = [0, 20, 50, 100, 200, 500, Infinity]
const listingsPerBand = new Array(bands.length - 1).fill(0)

for (const { file, data } of parsed) {
  for (const concept of data.concepts) {
    if (conceptIds.has(concept.id)) errors.push(`${file}: concept ${concept.id} also in ${conceptIds.get(concept.id)}`)
    conceptIds.set(concept.id, file)
    for (const term of [...concept.terms, ...concept.misspellings]) {
      termOwners.set(term, [...(termOwners.get(term) ?? []), concept.id])
    }
    for (const idea of concept.ideas) {
      ideas++
      if (ideaIds.has(idea.id)) errors.push(`${file}: idea ${idea.id} also in ${ideaIds.get(idea.id)}`)
      ideaIds.set(idea.id, file)
      if (idea.flags.includes('baby-only') && idea.ageMax > 3) {
        errors.push(`${file}: ${idea.id} is baby-only but ageMax is ${idea.ageMax}`)
      }
      if (idea.flags.includes('small-parts') && idea.ageMin < 3) {
        errors.push(`${file}: ${idea.id} has small parts but ageMin is ${idea.ageMin}`)
      }
      if (idea.flags.includes('alcohol') && idea.ageMin < 18) errors.push(`${file}: ${idea.id} alcohol under 18`)
      for (const listing of idea.listings) {
        listings++
        const band = bands.findIndex((edge, index) => listing.price >= edge && listing.price < bands[index + 1]!)
        listingsPerBand[band]++
        if (listing.price < idea.priceMin * 0.6 || listing.price > idea.priceMax * 1.4) {
          warnings.push(
            `${file}: ${idea.id}: listing '${listing.title}' at £${listing.price} is far from £${idea.priceMin}-£${idea.priceMax}`,
          )
        }
      }
    }
  }
}

for (const { file, data } of parsed) {
  for (const concept of data.concepts) {
    for (const ref of concept.related)
      if (!conceptIds.has(ref)) warnings.push(`${file}: ${concept.id}: related '${ref}' is not a concept (yet)`)
    for (const idea of concept.ideas)
      for (const ref of idea.alsoFor)
        if (!conceptIds.has(ref)) warnings.push(`${file}: ${idea.id}: alsoFor '${ref}' is not a concept (yet)`)
  }
}
for (const [term, owners] of termOwners) {
  if (owners.length > 2) warnings.push(`term '${term}' is claimed by ${owners.length} concepts: ${owners.join(', ')}`)
}

// Ideas made for a name the shopper gives: the file parses, and each names a concept that exists.
const named = NamedThingsFileSchema.safeParse(JSON.parse(readFileSync(NAMED_THINGS_FILE, 'utf8')))
if (!named.success) {
  for (const issue of named.error.issues.slice(0, 30))
    errors.push(`${NAMED_THINGS_FILE}: ${issue.path.join('.')}: ${issue.message}`)
} else {
  for (const entry of named.data.namedThings) {
    if (!conceptIds.has(entry.concept)) errors.push(`${NAMED_THINGS_FILE}: ${entry.concept} is not a concept`)
    for (const idea of entry.ideas)
      if (ideaIds.has(idea.id)) errors.push(`${NAMED_THINGS_FILE}: idea ${idea.id} is also in ${ideaIds.get(idea.id)}`)
  }
}

for (const warning of warnings.slice(0, 200)) console.log(`warning: ${warning}`)
if (warnings.length > 200) console.log(`... and ${warnings.length - 200} more warnings`)
for (const error of errors) console.log(`ERROR: ${error}`)
console.log(
  `\n${parsed.length} files, ${conceptIds.size} concepts, ${ideas} ideas, ${listings} listings; ` +
    `listings per budget band (<20, 20-50, 50-100, 100-200, 200-500, 500+): ${listingsPerBand.join(', ')}; ` +
    `${errors.length} errors, ${warnings.length} warnings`,
)
process.exit(errors.length ? 1 : 0)
