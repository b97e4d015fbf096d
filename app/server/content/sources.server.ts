import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import matter from 'gray-matter'
import { z } from 'zod'

import { findSubcategory } from '#app/lib/guides/pillars.ts'

import { markdownToHtml, sanitizeGuideHtml } from '#app/server/content/markdown.server.ts'

const CONTENT_DIR = path.resolve('content')

const isoDate = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'not a date' })
    return z.NEVER
  }
  return date
})

const GuideFrontmatterSchema = z.object({
  title: z.string().min(3),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  excerpt: z.string().min(10).max(200),
  author: z.string().min(2).optional(),
  publishedAt: isoDate,
  updatedAt: isoDate,
  metaTitle: z.string().max(70).optional(),
  metaDescription: z.string().max(170).optional(),
  image: z.string().startsWith('/images/').optional(),
})

export interface GuideSource {
  pillarSlug: string
  subcategorySlug: string
  slug: string
  title: string
  excerpt: string
  author?: string
  publishedAt: Date
  updatedAt: Date
  metaTitle?: string
  metaDescription?: string
  featuredImageUrl: string
  /** The body as sanitised HTML, as pages show it. */
  contentHtml: string
  file: string
}

/** Reads every guide under content/guides/{pillar}/{subcategory}/{slug}.md. */
export function readGuideSources(root = path.join(CONTENT_DIR, 'guides')): GuideSource[] {
  const guides: GuideSource[] = []
  for (const file of listFiles(root, '.md')) {
    const [pillarSlug, subcategorySlug] = path.relative(root, file).split(path.sep)
    if (!findSubcategory(pillarSlug, subcategorySlug)) throw new Error(`${file}: unknown pillar or subcategory`)
    const { data, content } = matter(readFileSync(file, 'utf8'))
    const parsed = GuideFrontmatterSchema.safeParse(data)
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`)
    const meta = parsed.data
    if (`${meta.slug}.md` !== path.basename(file)) throw new Error(`${file}: slug does not match the file name`)
    guides.push({
      pillarSlug: pillarSlug!,
      subcategorySlug: subcategorySlug!,
      slug: meta.slug,
      title: meta.title,
      excerpt: meta.excerpt,
      author: meta.author,
      publishedAt: meta.publishedAt,
      updatedAt: meta.updatedAt,
      metaTitle: meta.metaTitle,
      metaDescription: meta.metaDescription,
      featuredImageUrl: meta.image ?? `/images/subcategories/${subcategorySlug}.svg`,
      // Parsed and sanitised here, once per seed: pages show the stored HTML without parsing Markdown.
      contentHtml: sanitizeGuideHtml(markdownToHtml(content)).trim(),
      file,
    })
  }
  return guides
}

const CuratedProductSchema = z.object({
  subcategory: z.string(),
  name: z.string().min(2),
  brand: z.string().min(1),
  description: z.string().min(5),
  price: z.number().positive(),
  rating: z.number().min(0).max(5),
  image: z.string().regex(/^[a-z0-9-]+$/),
  amazonQuery: z.string().min(2).nullable(),
  isFeatured: z.boolean(),
  displayOrder: z.number().int(),
})
export type CuratedProductSource = z.infer<typeof CuratedProductSchema> & { pillarSlug: string }

/** Reads content/products/{pillar}.json. */
export function readCuratedProducts(root = path.join(CONTENT_DIR, 'products')): CuratedProductSource[] {
  return listFiles(root, '.json').flatMap((file) => {
    const pillarSlug = path.basename(file, '.json')
    const parsed = z.array(CuratedProductSchema).safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`)
    return parsed.data.map((product) => {
      if (!findSubcategory(pillarSlug, product.subcategory)) {
        throw new Error(`${file}: unknown subcategory ${product.subcategory}`)
      }
      return { ...product, pillarSlug }
    })
  })
}

const CatalogueFileSchema = z.object({
  pillar: z.string(),
  subcategory: z.string(),
  items: z.array(
    z.object({
      title: z.string().min(3),
      brand: z.string().min(1),
      description: z.string().min(5),
      price: z.number().positive(),
      image: z.string().regex(/^[a-z0-9-]+$/),
      tags: z.array(z.string()).min(1),
      minAge: z.number().int().min(0).max(21),
      variants: z.array(z.string()).min(1).max(6),
    }),
  ),
})
export type CatalogueFile = z.infer<typeof CatalogueFileSchema>

/** Reads content/catalogue/{pillar}/{subcategory}.json. */
export function readCatalogueFiles(root = path.join(CONTENT_DIR, 'catalogue')): CatalogueFile[] {
  return listFiles(root, '.json').map((file) => {
    const parsed = CatalogueFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`)
    if (!findSubcategory(parsed.data.pillar, parsed.data.subcategory)) {
      throw new Error(`${file}: unknown pillar or subcategory`)
    }
    return parsed.data
  })
}

/** A hash of every content file, so an unchanged seed can be skipped at start-up. */
export function contentHash(root = CONTENT_DIR): string {
  const hash = createHash('sha256')
  for (const file of listFiles(root)) {
    hash.update(path.relative(root, file))
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

function listFiles(dir: string, extension?: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (!extension || entry.name.endsWith(extension)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}
