import { JsonLd } from '@/components/seo/JsonLd'
import { Link } from '@/components/site/Link'
import { getSettings } from '@/lib/env'
import { breadcrumbList, type Crumb } from '@/lib/seo/structuredData'

// The visible trail and its JSON-LD twin, from one list.
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbList(getSettings().appUrl, crumbs)} />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-1">
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    href={crumb.path}
                    className="underline-offset-4 hover:text-ink hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  )
}
