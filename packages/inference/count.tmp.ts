import { catalogueCalls, jobsOf } from "./test/snippets/run/catalogue.js";
const calls = catalogueCalls();
const jobs = jobsOf(calls);
const by = new Map<string, number>();
for (const j of jobs) by.set(j.client, (by.get(j.client) ?? 0) + 1);
console.log(calls.length, jobs.length, by);
const prov = new Map<string, number>();
for (const j of jobs) prov.set(`${j.call.provider} ${j.call.resolved.shape}`, (prov.get(`${j.call.provider} ${j.call.resolved.shape}`) ?? 0) + 1);
console.log(prov);
