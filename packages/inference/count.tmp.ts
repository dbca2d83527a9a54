import { catalogueCalls, catalogueRecords, coverageRecords, jobsOf } from "./test/snippets/run/catalogue.js";
const c = catalogueRecords();
const cov = coverageRecords(c);
console.log(cov.map((r) => r.id));
const jobs = jobsOf(catalogueCalls([...c, ...cov]));
console.log(jobs.length);
