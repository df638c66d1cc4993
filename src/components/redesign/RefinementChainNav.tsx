import { Link } from '@/components/site/Link'

import type { ChainLink, RefinementChain } from '@/lib/redesign/refinementChain'

type Props = { chain: RefinementChain; current: ChainLink }

const stepLabel = (step: number) => (step === 0 ? 'Original' : `Refinement ${step}`)

const StepLink = ({ link }: { link: ChainLink }) => (
  <li>
    <Link href={`/redesigns/${link.id}`} className="underline">
      {stepLabel(link.step)}: {link.title}
    </Link>
  </li>
)

export function RefinementChainNav({ chain, current }: Props) {
  if (chain.earlier.length === 0 && chain.refinements.length === 0 && current.step === 0)
    return null
  // A deleted step breaks the walk: say that earlier steps exist before the first one still kept.
  const missingStart = (chain.earlier[0] ?? current).step > 0
  return (
    <nav
      aria-labelledby="refinement-chain-heading"
      className="mt-6 rounded-2xl border border-linen p-4"
    >
      <h2 id="refinement-chain-heading" className="text-lg font-semibold">
        Refinement chain
      </h2>
      <ol className="mt-2 space-y-1">
        {chain.longer ? (
          <li className="text-muted">Earlier steps are not shown here</li>
        ) : missingStart ? (
          <li className="text-muted">Earlier steps were deleted</li>
        ) : null}
        {chain.earlier.map((link) => (
          <StepLink key={link.id} link={link} />
        ))}
        <li aria-current="page" className="font-semibold">
          {stepLabel(current.step)}: {current.title} (this one)
        </li>
      </ol>
      {chain.refinements.length > 0 ? (
        <>
          <h3 className="mt-3 font-semibold">Refined from this one</h3>
          <ul className="mt-1 space-y-1">
            {chain.refinements.map((link) => (
              <StepLink key={link.id} link={link} />
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  )
}
