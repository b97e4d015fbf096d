import { index, route, type RouteConfig } from '@react-router/dev/routes'

// Mirrors the route table of spec section 2, then the resource routes behind the pages.
export default [
  index('routes/home.tsx'),
  route('gift-finder', 'routes/gift-finder.tsx'),
  route('gift-search', 'routes/gift-search.tsx'),
  route('guides', 'routes/guides/hub.tsx'),
  route('guides/:pillarSlug', 'routes/guides/pillar.tsx'),
  route('guides/:pillarSlug/:subcategorySlug', 'routes/guides/subcategory.tsx'),
  route('guides/:pillarSlug/:subcategorySlug/blog', 'routes/guides/article-missing.tsx'),
  route('guides/:pillarSlug/:subcategorySlug/blog/:guideSlug', 'routes/guides/article.tsx'),
  route('guides/:pillarSlug/blog', 'routes/guides/blog-list.tsx'),
  route('guides/:pillarSlug/blog/:slug', 'routes/guides/blog-redirect.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('affiliate-disclosure', 'routes/affiliate-disclosure.tsx'),
  route('auth', 'routes/auth/index.tsx'),
  route('auth/confirm', 'routes/auth/confirm.tsx'),
  route('auth/logout', 'routes/auth/logout.ts'),
  route('newsletter', 'routes/newsletter/index.ts'),
  route('newsletter/confirm', 'routes/newsletter/confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter/unsubscribe.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),

  // Resource routes
  route('resources/theme', 'routes/resources/theme.ts'),
  route('api/auth/*', 'routes/api/auth.ts'),
  route('api/gift-chat', 'routes/api/gift-chat.ts'),
  route('api/gift-chat/stream', 'routes/api/gift-chat-stream.ts'),
  route('api/suggest-gifts', 'routes/api/suggest-gifts.ts'),
  route('api/product-chat', 'routes/api/product-chat.ts'),
  route('api/search-products', 'routes/api/search-products.ts'),
  route('api/wishlists', 'routes/api/wishlists.ts'),
  route('api/wishlists/items', 'routes/api/wishlist-items.ts'),

  // Anything else: the 404 page with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
