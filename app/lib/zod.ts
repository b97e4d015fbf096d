import { z } from 'zod'

// The enforced CSP forbids eval: zod's JIT probes `new Function` even when it would not use it, and the
// browser reports that as a CSP violation. Browser-facing schemas import z from here to switch it off.
z.config({ jitless: true })

export { z }
