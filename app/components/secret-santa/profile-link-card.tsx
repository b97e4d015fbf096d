import { Gift } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

import { SantaCard } from '#app/components/secret-santa/santa-card.tsx'

/** The profile's way into Secret Santa. */
export function SecretSantaProfileCard() {
  return (
    <SantaCard
      id="profile-link"
      title="Secret Santa"
      description="Run a Secret Santa with family, friends or colleagues: names drawn fairly, matches kept secret."
    >
      <Button asChild>
        <Link to="/secret-santa">
          <Gift aria-hidden="true" />
          Your Secret Santa groups
        </Link>
      </Button>
    </SantaCard>
  )
}
