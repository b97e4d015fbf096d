import { Activity, Cpu, Crown, Gift, House, Package, Shapes, ShoppingBag, type LucideIcon } from 'lucide-react'

/** Icons of the seven pillars only, for pages that show pillars but not subcategories (smaller bundles). */
const PILLAR_ICONS: Record<string, LucideIcon> = { Activity, Cpu, Crown, Gift, House, Shapes, ShoppingBag }

/** The pillar's icon, or a neutral parcel if the catalogue names one not listed here. */
export function pillarIcon(name: string): LucideIcon {
  return PILLAR_ICONS[name] ?? Package
}
