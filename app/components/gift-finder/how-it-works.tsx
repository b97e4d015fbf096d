import { Gift, MessageCircle, ShoppingBag } from 'lucide-react'

const STEPS = [
  {
    icon: MessageCircle,
    title: 'Chat to AI',
    text: 'Tell us who the gift is for, then answer a couple of quick questions about them.',
  },
  {
    icon: Gift,
    title: 'Get Personalized Suggestions',
    text: 'We match their interests, age, the occasion and your budget to real products.',
  },
  {
    icon: ShoppingBag,
    title: 'Explore & Purchase',
    text: 'Compare prices on eBay and Amazon, ask about any product, or save it to a wishlist.',
  },
] as const

/** The three-step 'How It Works' block of /gift-finder. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="how-it-works-title" className="text-center text-3xl font-bold">
        How It Works
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="rounded-xl border border-slate-200 p-6 text-center shadow-sm dark:border-slate-800"
          >
            <Icon aria-hidden="true" className="mx-auto size-12 rounded-full bg-brand-100 p-3 text-brand-800" />
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
