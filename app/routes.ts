import { index, route, type RouteConfig } from '@react-router/dev/routes'

// The pages first, in the order docs/features/README.md lists them, then the resource routes behind them.
export default [
  index('routes/home.tsx'),
  route('gift-finder', 'routes/gift-finder/page.tsx'),
  route('gift-search', 'routes/gift-search/page.tsx'),
  route('guides', 'routes/guides/hub.tsx'),
  route('guides/:pillarSlug', 'routes/guides/pillar.tsx'),
  route('guides/:pillarSlug/:subcategorySlug', 'routes/guides/subcategory.tsx'),
  route('guides/:pillarSlug/:subcategorySlug/blog', 'routes/guides/article-missing.tsx'),
  route('guides/:pillarSlug/:subcategorySlug/blog/:guideSlug', 'routes/guides/article.tsx'),
  route('guides/:pillarSlug/blog', 'routes/guides/blog-list.tsx'),
  route('guides/:pillarSlug/blog/:slug', 'routes/guides/blog-redirect.tsx'),
  route('wishlist', 'routes/wishlist/page.tsx'),
  route('profile', 'routes/profile/page.tsx'),
  route('secret-santa', 'routes/secret-santa/index.tsx'),
  route('secret-santa/join', 'routes/secret-santa/join.tsx'),
  route('secret-santa/:groupId', 'routes/secret-santa/group.tsx'),
  route('about', 'routes/pages/about.tsx'),
  route('contact', 'routes/contact/page.tsx'),
  route('privacy', 'routes/pages/privacy.tsx'),
  route('affiliate-disclosure', 'routes/pages/affiliate-disclosure.tsx'),
  route('auth', 'routes/auth/page.tsx'),
  route('auth/confirm', 'routes/auth/confirm.tsx'),
  route('auth/logout', 'routes/auth/logout.ts'),
  route('newsletter', 'routes/newsletter/api.ts'),
  route('newsletter/confirm', 'routes/newsletter/confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter/unsubscribe.tsx'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),

  // Resource routes
  route('resources/theme', 'routes/theme/api.ts'),
  route('api/auth/*', 'routes/auth/api.ts'),
  route('api/gift-chat', 'routes/gift-finder/api.chat.ts'),
  route('api/gift-chat/stream', 'routes/gift-finder/api.chat-stream.ts'),
  route('api/suggest-gifts', 'routes/gift-finder/api.suggest.ts'),
  route('api/product-chat', 'routes/product-chat/api.ts'),
  route('api/search-products', 'routes/gift-search/api.ts'),
  route('api/wishlists', 'routes/wishlist/api.wishlists.ts'),
  route('api/wishlists/items', 'routes/wishlist/api.items.ts'),

  // Anything else: the 404 page with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
