/**
 * Where each `[Snn]` the compliance rules cite can be read: the URL of its entry in
 * docs/sources.md, copied here so the public tool and the ICS feed can link to it without reading
 * the docs at run time. tests/unit/compliance/source-links.test.ts checks every URL against
 * docs/sources.md and that every id a rule cites is here.
 */
export const SOURCE_URLS: Readonly<Record<string, string>> = {
  S2: 'https://www.advantage-de.com/information-center/delaware-annual-report-franchise-tax-payment/filing-annual-report-franchise-tax/',
  S13: 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations',
  S15: 'https://revenue.delaware.gov/services/Business_Tax/FilingCIT.shtml',
  S16: 'https://www.northwestregisteredagent.com/annual-report/delaware',
  S20: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/wyoming-statutes/title-17-corporations-partnerships-and-associations/chapter-29-wyoming-limited-liability-company-act/article-2-formation-articles-of-organization-and-other-filings/section-17-29-209-annual-report-for-secretary-of-state',
  S21: 'https://pdf4pro.com/amp/view/wysos-annual-report-and-license-tax-rules-wyoming-79beea.html',
  S22: 'https://www.discern.com/resources/wyoming-franchise-tax-information',
  S30: 'https://comptroller.texas.gov/taxes/franchise/forms/2026-franchise.php',
  S31: 'http://52.72.61.118/taxes/franchise/ntd-rpt-updates-2024.php',
  S40: 'https://rsmus.com/insights/tax-alerts/2019/reporting-requirement-of-a-foreign-owned-disregarded-entity.html',
  S41: 'https://compliance.dropwatchhq.com/obligation/irs-5472',
  S42: 'https://countsure.com/form-5472-and-pro-forma-form-1120-connection',
  S74: 'https://theaccounts.uk/guides/confirmation-statement/',
  S81: 'https://invidious.tiekoetter.com/post/UgkxOIkf2KP3wctAmlhtKs7YOeo-8h4pHo9a?ucid=UCugpRs5XGiIQA8KXdGRGV_w',
  S93: 'https://lawglobalhub.com/section-822-companies-and-allied-matters-act-cama-2020',
  S94: 'https://otllaw.com/corporate-affairs-commission-publishes-notice-on-full-application-of-penalties-for-failure-to-file-annual-returns/',
  S95: 'https://www.aluko-oyebode.com/insights/penalty-for-not-filing-annual-returns-nigeria/',
  S96: 'https://naijalegaltalkng.com/article/business-and-corporate/201-post-incorporation-filings-with-cac',
  S97: 'https://srjlegal.com/nigeria-time-limit-for-companys-annual-returns-and-the-inactive-status-on-cacs-website/',
  S126: 'https://gna.org.gh/?p=252618',
  S127: 'https://gna.org.gh/2023/08/how-to-renew-your-business-and-file-annual-returns',
  S150: 'http://bizportal.gov.za/ar.aspx',
  S164: 'https://tobuso.ca/events-where-federal-corporations-should-think-about-updating-corporate-records-or-making-a-filing-with-corporations-canada/',
  S186: 'http://acts.co.za/companies-act-2008/r351_ann_2_table_cr_2b_-_commission_.php',
  S189: 'http://web.nnngo.org/filing-of-annual-returns-march-2019/',
  S190: 'https://kingsleyndimele.com/how-to-lose-your-registered-business-name-to-another-business/',
  S193: 'https://legislation.gov.uk/ukpga/2006/46/part/24/2022-10-12',
  S194: 'http://mondaq.com/article.asp?article_id=539890&type=mondaqai&r=1&t=4',
  S195: 'https://legislation.gov.uk/ukpga/2006/46/part/15/chapter/10/crossheading/duty-to-file-accounts-and-reports/2007-05-02/data.html',
  S196: 'http://legislation.data.gov.uk/ukpga/2006/46/notes/division/10/15/10/1?wrap=true',
  S197: 'http://legislation.data.gov.uk/ukpga/2006/46/notes/division/10/15/3/data.htm?wrap=true',
  S198: 'https://legislation.gov.uk/uksi/2008/497/regulation/5/made/data.html',
  S199: 'https://www.obnexo.com/guides/companies-house-late-filing-penalties',
  S200: 'https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm92010',
  S201: 'https://inniaccounts.co.uk/knowledge-hub/article/corporation-tax-payments',
  S202: 'https://www.lexisnexis.co.uk/tolley/tax/commentary/simons-taxes/administration-compliance/a4-607-corporation-tax-due-date-for-payment',
  S203: 'http://www.ic.gc.ca/eic/site/cd-dgc.nsf/eng/cs02544.html',
  S336: 'http://support.drtax.ca/dtmax/eng/kb/dtmax/keywords/rc/curr/t2/rc/t2f_when_file.htm',
  S337: 'https://taxinterpretations.com/cra/website/old/tx/bsnss/tpcs/crprtns/pymnts/blnc/ddts/menu-eng',
  S334: 'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/corporations/corporation-tax-rates.html',
  S204: 'https://laws.justice.gc.ca/eng/regulations/SOR-2001-512/section-5-20060701.html',
  S205: 'https://companyformations.ca/filing-annual-return-canadian-corporation/',
  S206: 'http://financedocbox.com/Tax_Planning/77524573-Corporations-information-act-annual-return-questions-and-answers.html',
  S207: 'https://www.global-regulation.com/law/canada/2041448/o.-reg.-262-08%253a-general.html',
  S208: 'https://www.oba.org/Sections/Business-Law/Articles/Business-Beat/Articles-2021/May-2021/Corporations-Information-Act-Ontario-Corporate',
  S209: 'https://onpro.ca/post/ontario-annual-return',
  S210: 'https://www.ontariobusinesscentral.ca/blog/what-is-an-ontario-annual-return/',
  S211: 'https://treadstonelaw.ca/answers/ontario-corporation-annual-return-filing-deadline.html',
  S212: 'https://treadstonelaw.ca/articles/filing-annual-return-ontario-business-registry-guide.html',
  S213: 'https://ghanaguardian.com/registrar-of-companies-warns-firms-to-file-annual-returns-by-april-30-or-risk-penalties',
  S214: 'https://vision1fm.com/companies-have-until-june-30-to-file-their-annual-returns-or-risk-being-deleted-according-to-orc/',
  S215: 'https://mobile.ghanaweb.com/GhanaHomePage/business/Coronavirus-RGD-extends-filing-of-Annual-Returns-for-two-months-911035',
  S216: 'https://thebftonline.com/2022/01/18/businesses-should-file-annual-returns-by-june-30-or-risk-being-dissolved/',
  S217: 'https://www.cliffedekkerhofmeyr.com/news/publications/2024/Practice/Corporate/corporate-commercial-alert-22-February-2024-beneficial-ownership-an-update-on-beneficial-ownership-registration-filings',
  S218: 'https://statucor.co.za/news/new-reporting-requirements-beneficial-ownership-registration/',
  S219: 'https://saiba.academy/kb/when-must-a-company-or-close-corporation-file-its-annual-returns',
  S220: 'https://irc.bloombergtax.com/public/uscode/doc/irc/section_7503',
  S222: 'https://claimyr.com/government-services/irs/When-is-the-Form-1120-due-date-for-my-corporation-with-a-different-fiscal-year/2025-04-11',
  S223: 'https://support.keystonetaxsolutions.com/knowledge-base/business-return-due-dates',
  S224: 'https://omnicalculator.space/corporation-tax-due-date-calculator',
  'S-618bees':
    'https://618bees.com/article/1178-compliance-filings-for-registered-businesses-in-nigeria',
  'S-rmc': 'https://rmc.ng/services/annual-returns-for-incorporated-trustee',
  'S-del504': 'https://instalawyer.io/laws/delaware-code/504-collection-and-disposition',
  'S-wy-compliance': 'https://compliancekaro.net/en/blog/wyoming-annual-report-compliance',
  'S-regfollower':
    'https://regfollower.com/us-texas-issues-new-franchise-tax-rates-threshold-caps-for-2026-27',
  'S-allenlaw': 'https://allenlawfirm.com/franchise-tax/',
  S340: 'https://www.taxexpense.com/ghana-taxes/ghana-corporate-tax/',
  S343: 'https://www.hasaccountingandtax.com/tax-tables-businesses',
  S345: 'https://online.flipbuilder.com/bmcx/xutk/files/basic-html/page5.html',
  S346: 'https://gra.gov.gh/news/portfolio/filing-of-annual-income-tax-returns',
  S347: 'http://taxsummaries.pwc.com/uk/taxsummaries/wwts.nsf/ID/Ghana-Individual-Tax-administration',
  S348: 'https://source.acts.co.za/tax-administration-act-2011/n342_4__periods_within_which_i.php',
  S349: 'http://taxadvise.co.za/journal/28-itr14-must-knows',
};

export type SourceLink = { id: string; url: string; host: string };

/** The source's link, named by its site (`legislation.gov.uk`); null for an id not listed. */
export function sourceLink(id: string): SourceLink | null {
  const url = SOURCE_URLS[id];
  if (!url) return null;
  return { id, url, host: new URL(url).hostname.replace(/^www\./, '') };
}
