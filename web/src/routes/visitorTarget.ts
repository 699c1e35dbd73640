/** The page a visitor lands on (spec §2 "Visitor mode"): a form page for pageType 'form', else a view page. */
export function visitorTarget(pageType: string, pageCode: string): string {
  const code = encodeURIComponent(pageCode);
  return pageType === 'form' ? `/eform/redirect/FormRedirectAddTab/${code}` : `/eform/redirect/ViewLayoutRedirect/${code}`;
}
