// @ts-nocheck
/* eslint-disable */
// Generated from schemas/store/ by scripts/gen-store-validators.mjs. Do not edit: change the schema and run `npm run gen:types`.
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv/dist/2020.js';

// ajv standalone code loads its runtime helpers (formats, string length) with require.
const require = createRequire(import.meta.url);
export const storeCashout = validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/store/cashout.schema.json","title":"CashoutRecord","description":"A cashout as stored. Amounts in integer cents; the fee is kept as charged at creation (a later change of the seller's fee table does not touch it). The net amount and fee total are derived.","type":"object","required":["id","sellerId","amountCents","feeFixedCents","feeVariableCents","pixKey","pixKeyType","status","externalId","postbackUrl","channel","createdAt","updatedAt","processedAt","autoProgressAt"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"sellerId":{"$ref":"../common.schema.json#/$defs/Id"},"amountCents":{"type":"integer","minimum":1},"feeFixedCents":{"type":"integer","minimum":0},"feeVariableCents":{"type":"integer","minimum":0},"pixKey":{"type":"string"},"pixKeyType":{"$ref":"../cashouts/cashout.response.schema.json#/$defs/PixKeyType"},"status":{"$ref":"../cashouts/cashout.response.schema.json#/$defs/CashoutStatus"},"externalId":{"type":["string","null"]},"postbackUrl":{"oneOf":[{"type":"null"},{"$ref":"../common.schema.json#/$defs/HttpUrl"}]},"channel":{"title":"CashoutChannel","description":"api: POST /api/public/cashout; dashboard: made in the seller dashboard (fixture history)","type":"string","enum":["api","dashboard"]},"createdAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"updatedAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"processedAt":{"$ref":"../common.schema.json#/$defs/NullableIsoDateTime"},"autoProgressAt":{"description":"When auto-progress (SANDBOX_CASHOUT_AUTO_PROGRESS_MS) takes the next step; null when the cashout only moves by provider postbacks","$ref":"../common.schema.json#/$defs/NullableIsoDateTime"}},"additionalProperties":false};
const schema2 = {"title":"Id","type":"integer","minimum":1};
const schema8 = {"title":"PixKeyType","type":"string","enum":["CPF","CNPJ","EMAIL","PHONE","RANDOM"]};
const schema9 = {"title":"CashoutStatus","type":"string","enum":["PENDING","PROCESSING","COMPLETED","CANCELLED","REJECTED"]};
const schema16 = {"title":"HttpUrl","type":"string","format":"uri","pattern":"^https?://","maxLength":2048};
const schema10 = {"title":"IsoDateTime","type":"string","format":"date-time"};
const schema19 = {"title":"NullableIsoDateTime","type":["string","null"],"format":"date-time"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = require("ajv/dist/runtime/ucs2length").default;
const formats2 = require("ajv-formats/dist/formats").fullFormats.uri;
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];
const pattern5 = new RegExp("^https?://", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/store/cashout.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sellerId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sellerId"},message:"must have required property '"+"sellerId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.amountCents === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amountCents"},message:"must have required property '"+"amountCents"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.feeFixedCents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "feeFixedCents"},message:"must have required property '"+"feeFixedCents"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.feeVariableCents === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "feeVariableCents"},message:"must have required property '"+"feeVariableCents"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.pixKey === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pixKey"},message:"must have required property '"+"pixKey"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.pixKeyType === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pixKeyType"},message:"must have required property '"+"pixKeyType"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.status === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.externalId === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalId"},message:"must have required property '"+"externalId"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.postbackUrl === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "postbackUrl"},message:"must have required property '"+"postbackUrl"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.channel === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.createdAt === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.updatedAt === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.processedAt === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "processedAt"},message:"must have required property '"+"processedAt"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.autoProgressAt === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "autoProgressAt"},message:"must have required property '"+"autoProgressAt"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err16 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err17 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.sellerId !== undefined){
let data1 = data.sellerId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err18 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err19 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.amountCents !== undefined){
let data2 = data.amountCents;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err20 = {instancePath:instancePath+"/amountCents",schemaPath:"#/properties/amountCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err21 = {instancePath:instancePath+"/amountCents",schemaPath:"#/properties/amountCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.feeFixedCents !== undefined){
let data3 = data.feeFixedCents;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err22 = {instancePath:instancePath+"/feeFixedCents",schemaPath:"#/properties/feeFixedCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err23 = {instancePath:instancePath+"/feeFixedCents",schemaPath:"#/properties/feeFixedCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.feeVariableCents !== undefined){
let data4 = data.feeVariableCents;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err24 = {instancePath:instancePath+"/feeVariableCents",schemaPath:"#/properties/feeVariableCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err25 = {instancePath:instancePath+"/feeVariableCents",schemaPath:"#/properties/feeVariableCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.pixKey !== undefined){
if(typeof data.pixKey !== "string"){
const err26 = {instancePath:instancePath+"/pixKey",schemaPath:"#/properties/pixKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.pixKeyType !== undefined){
let data6 = data.pixKeyType;
if(typeof data6 !== "string"){
const err27 = {instancePath:instancePath+"/pixKeyType",schemaPath:"../cashouts/cashout.response.schema.json#/$defs/PixKeyType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(((((data6 === "CPF") || (data6 === "CNPJ")) || (data6 === "EMAIL")) || (data6 === "PHONE")) || (data6 === "RANDOM"))){
const err28 = {instancePath:instancePath+"/pixKeyType",schemaPath:"../cashouts/cashout.response.schema.json#/$defs/PixKeyType/enum",keyword:"enum",params:{allowedValues: schema8.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(typeof data7 !== "string"){
const err29 = {instancePath:instancePath+"/status",schemaPath:"../cashouts/cashout.response.schema.json#/$defs/CashoutStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(((((data7 === "PENDING") || (data7 === "PROCESSING")) || (data7 === "COMPLETED")) || (data7 === "CANCELLED")) || (data7 === "REJECTED"))){
const err30 = {instancePath:instancePath+"/status",schemaPath:"../cashouts/cashout.response.schema.json#/$defs/CashoutStatus/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.externalId !== undefined){
let data8 = data.externalId;
if((typeof data8 !== "string") && (data8 !== null)){
const err31 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/type",keyword:"type",params:{type: schema0.properties.externalId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.postbackUrl !== undefined){
let data9 = data.postbackUrl;
const _errs25 = errors;
let valid5 = false;
let passing0 = null;
const _errs26 = errors;
if(data9 !== null){
const err32 = {instancePath:instancePath+"/postbackUrl",schemaPath:"#/properties/postbackUrl/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs26 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs28 = errors;
if(typeof data9 === "string"){
if(func1(data9) > 2048){
const err33 = {instancePath:instancePath+"/postbackUrl",schemaPath:"../common.schema.json#/$defs/HttpUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern5.test(data9)){
const err34 = {instancePath:instancePath+"/postbackUrl",schemaPath:"../common.schema.json#/$defs/HttpUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(formats2(data9))){
const err35 = {instancePath:instancePath+"/postbackUrl",schemaPath:"../common.schema.json#/$defs/HttpUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/postbackUrl",schemaPath:"../common.schema.json#/$defs/HttpUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs28 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err37 = {instancePath:instancePath+"/postbackUrl",schemaPath:"#/properties/postbackUrl/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.channel !== undefined){
let data10 = data.channel;
if(typeof data10 !== "string"){
const err38 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!((data10 === "api") || (data10 === "dashboard"))){
const err39 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema0.properties.channel.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data11 = data.createdAt;
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
const err40 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data12 = data.updatedAt;
if(typeof data12 === "string"){
if(!(formats0.validate(data12))){
const err42 = {instancePath:instancePath+"/updatedAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/updatedAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.processedAt !== undefined){
let data13 = data.processedAt;
if((typeof data13 !== "string") && (data13 !== null)){
const err44 = {instancePath:instancePath+"/processedAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data13 === "string"){
if(!(formats0.validate(data13))){
const err45 = {instancePath:instancePath+"/processedAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.autoProgressAt !== undefined){
let data14 = data.autoProgressAt;
if((typeof data14 !== "string") && (data14 !== null)){
const err46 = {instancePath:instancePath+"/autoProgressAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data14 === "string"){
if(!(formats0.validate(data14))){
const err47 = {instancePath:instancePath+"/autoProgressAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storeDelivery = validate3;
const schema21 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/store/delivery.schema.json","title":"DeliveryRecord","description":"One webhook or postback to one receiver: persisted before its first attempt, with every attempt recorded.","type":"object","required":["id","eventId","sellerId","kind","url","body","signed","resource","status","attempts","nextAttemptAt","createdAt","deliveredAt"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"eventId":{"description":"Stable per event (and per receiver): sent as X-Sandbox-Event-Id so receivers can deduplicate","type":"string"},"sellerId":{"$ref":"../common.schema.json#/$defs/Id"},"kind":{"$ref":"#/$defs/DeliveryKind"},"url":{"$ref":"../common.schema.json#/$defs/HttpUrl"},"body":{"description":"The exact bytes sent (and signed)","type":"string"},"signed":{"description":"Whether X-Signature is attached (per-transaction postbacks are; the permanent webhook is not)","type":"boolean"},"resource":{"type":"object","required":["type","id","status"],"properties":{"type":{"type":"string","enum":["sale","cashout"]},"id":{"$ref":"../common.schema.json#/$defs/Id"},"status":{"description":"The status change this event announces","type":"string"}},"additionalProperties":false},"status":{"$ref":"#/$defs/DeliveryStatus"},"attempts":{"type":"array","items":{"title":"DeliveryAttempt","type":"object","required":["at","statusCode","error","durationMs"],"properties":{"at":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"statusCode":{"type":["integer","null"]},"error":{"type":["string","null"]},"durationMs":{"description":"The receiver's part of the attempt, in milliseconds: from the moment the request had a connection (connect, request, answer); bounded by SANDBOX_WEBHOOK_TIMEOUT_MS","type":"number","minimum":0},"queuedMs":{"description":"How long the attempt waited for a connection to its receiver behind other attempts to the same origin (at most 32 open at once), before `durationMs` began; absent when it never reached the pool (refused, unresolvable) and on attempts recorded before it was kept","type":"number","minimum":0},"requestHeaders":{"description":"The headers sent with this attempt (X-Signature included); absent on attempts recorded before they were kept","type":"object","additionalProperties":{"type":"string"}},"responseExcerpt":{"description":"The first 512 bytes of the receiver's answer (UTF-8); null when there was no answer","type":["string","null"]}},"additionalProperties":false}},"nextAttemptAt":{"description":"The instant of the sandbox clock the next attempt is due (a frozen clock sends it when an advance passes it); null while an attempt is out and once the delivery is finished","$ref":"../common.schema.json#/$defs/NullableIsoDateTime"},"createdAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"deliveredAt":{"$ref":"../common.schema.json#/$defs/NullableIsoDateTime"}},"additionalProperties":false,"$defs":{"DeliveryKind":{"title":"DeliveryKind","description":"sale.postback and cashout.postback go to the postbackUrl of one transaction; cashout.webhook is the seller's permanent webhook","type":"string","enum":["sale.postback","cashout.postback","cashout.webhook"]},"DeliveryStatus":{"title":"DeliveryStatus","type":"string","enum":["PENDING","DELIVERED","FAILED"]}}};
const schema24 = {"title":"DeliveryKind","description":"sale.postback and cashout.postback go to the postbackUrl of one transaction; cashout.webhook is the seller's permanent webhook","type":"string","enum":["sale.postback","cashout.postback","cashout.webhook"]};
const schema27 = {"title":"DeliveryStatus","type":"string","enum":["PENDING","DELIVERED","FAILED"]};

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/store/delivery.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate3.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.eventId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sellerId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sellerId"},message:"must have required property '"+"sellerId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.kind === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.url === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.body === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.signed === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signed"},message:"must have required property '"+"signed"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.resource === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resource"},message:"must have required property '"+"resource"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.status === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.attempts === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attempts"},message:"must have required property '"+"attempts"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.nextAttemptAt === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nextAttemptAt"},message:"must have required property '"+"nextAttemptAt"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.createdAt === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.deliveredAt === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deliveredAt"},message:"must have required property '"+"deliveredAt"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema21.properties, key0))){
const err13 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err14 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err15 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
const err16 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.sellerId !== undefined){
let data2 = data.sellerId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err17 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err18 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.kind !== undefined){
let data3 = data.kind;
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/kind",schemaPath:"#/$defs/DeliveryKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((data3 === "sale.postback") || (data3 === "cashout.postback")) || (data3 === "cashout.webhook"))){
const err20 = {instancePath:instancePath+"/kind",schemaPath:"#/$defs/DeliveryKind/enum",keyword:"enum",params:{allowedValues: schema24.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.url !== undefined){
let data4 = data.url;
if(typeof data4 === "string"){
if(func1(data4) > 2048){
const err21 = {instancePath:instancePath+"/url",schemaPath:"../common.schema.json#/$defs/HttpUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern5.test(data4)){
const err22 = {instancePath:instancePath+"/url",schemaPath:"../common.schema.json#/$defs/HttpUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(formats2(data4))){
const err23 = {instancePath:instancePath+"/url",schemaPath:"../common.schema.json#/$defs/HttpUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/url",schemaPath:"../common.schema.json#/$defs/HttpUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.body !== undefined){
if(typeof data.body !== "string"){
const err25 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.signed !== undefined){
if(typeof data.signed !== "boolean"){
const err26 = {instancePath:instancePath+"/signed",schemaPath:"#/properties/signed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.resource !== undefined){
let data7 = data.resource;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.type === undefined){
const err27 = {instancePath:instancePath+"/resource",schemaPath:"#/properties/resource/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7.id === undefined){
const err28 = {instancePath:instancePath+"/resource",schemaPath:"#/properties/resource/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data7.status === undefined){
const err29 = {instancePath:instancePath+"/resource",schemaPath:"#/properties/resource/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key1 in data7){
if(!(((key1 === "type") || (key1 === "id")) || (key1 === "status"))){
const err30 = {instancePath:instancePath+"/resource",schemaPath:"#/properties/resource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.type !== undefined){
let data8 = data7.type;
if(typeof data8 !== "string"){
const err31 = {instancePath:instancePath+"/resource/type",schemaPath:"#/properties/resource/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((data8 === "sale") || (data8 === "cashout"))){
const err32 = {instancePath:instancePath+"/resource/type",schemaPath:"#/properties/resource/properties/type/enum",keyword:"enum",params:{allowedValues: schema21.properties.resource.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data7.id !== undefined){
let data9 = data7.id;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err33 = {instancePath:instancePath+"/resource/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/resource/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data7.status !== undefined){
if(typeof data7.status !== "string"){
const err35 = {instancePath:instancePath+"/resource/status",schemaPath:"#/properties/resource/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/resource",schemaPath:"#/properties/resource/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.status !== undefined){
let data11 = data.status;
if(typeof data11 !== "string"){
const err37 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/DeliveryStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(((data11 === "PENDING") || (data11 === "DELIVERED")) || (data11 === "FAILED"))){
const err38 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/DeliveryStatus/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.attempts !== undefined){
let data12 = data.attempts;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.at === undefined){
const err39 = {instancePath:instancePath+"/attempts/" + i0,schemaPath:"#/properties/attempts/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data13.statusCode === undefined){
const err40 = {instancePath:instancePath+"/attempts/" + i0,schemaPath:"#/properties/attempts/items/required",keyword:"required",params:{missingProperty: "statusCode"},message:"must have required property '"+"statusCode"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data13.error === undefined){
const err41 = {instancePath:instancePath+"/attempts/" + i0,schemaPath:"#/properties/attempts/items/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data13.durationMs === undefined){
const err42 = {instancePath:instancePath+"/attempts/" + i0,schemaPath:"#/properties/attempts/items/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key2 in data13){
if(!(((((((key2 === "at") || (key2 === "statusCode")) || (key2 === "error")) || (key2 === "durationMs")) || (key2 === "queuedMs")) || (key2 === "requestHeaders")) || (key2 === "responseExcerpt"))){
const err43 = {instancePath:instancePath+"/attempts/" + i0,schemaPath:"#/properties/attempts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data13.at !== undefined){
let data14 = data13.at;
if(typeof data14 === "string"){
if(!(formats0.validate(data14))){
const err44 = {instancePath:instancePath+"/attempts/" + i0+"/at",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/attempts/" + i0+"/at",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data13.statusCode !== undefined){
let data15 = data13.statusCode;
if((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)){
const err46 = {instancePath:instancePath+"/attempts/" + i0+"/statusCode",schemaPath:"#/properties/attempts/items/properties/statusCode/type",keyword:"type",params:{type: schema21.properties.attempts.items.properties.statusCode.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data13.error !== undefined){
let data16 = data13.error;
if((typeof data16 !== "string") && (data16 !== null)){
const err47 = {instancePath:instancePath+"/attempts/" + i0+"/error",schemaPath:"#/properties/attempts/items/properties/error/type",keyword:"type",params:{type: schema21.properties.attempts.items.properties.error.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data13.durationMs !== undefined){
let data17 = data13.durationMs;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err48 = {instancePath:instancePath+"/attempts/" + i0+"/durationMs",schemaPath:"#/properties/attempts/items/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/attempts/" + i0+"/durationMs",schemaPath:"#/properties/attempts/items/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data13.queuedMs !== undefined){
let data18 = data13.queuedMs;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err50 = {instancePath:instancePath+"/attempts/" + i0+"/queuedMs",schemaPath:"#/properties/attempts/items/properties/queuedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/attempts/" + i0+"/queuedMs",schemaPath:"#/properties/attempts/items/properties/queuedMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data13.requestHeaders !== undefined){
let data19 = data13.requestHeaders;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key3 in data19){
if(typeof data19[key3] !== "string"){
const err52 = {instancePath:instancePath+"/attempts/" + i0+"/requestHeaders/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/attempts/items/properties/requestHeaders/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/attempts/" + i0+"/requestHeaders",schemaPath:"#/properties/attempts/items/properties/requestHeaders/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data13.responseExcerpt !== undefined){
let data21 = data13.responseExcerpt;
if((typeof data21 !== "string") && (data21 !== null)){
const err54 = {instancePath:instancePath+"/attempts/" + i0+"/responseExcerpt",schemaPath:"#/properties/attempts/items/properties/responseExcerpt/type",keyword:"type",params:{type: schema21.properties.attempts.items.properties.responseExcerpt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/attempts/" + i0,schemaPath:"#/properties/attempts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.nextAttemptAt !== undefined){
let data22 = data.nextAttemptAt;
if((typeof data22 !== "string") && (data22 !== null)){
const err57 = {instancePath:instancePath+"/nextAttemptAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(typeof data22 === "string"){
if(!(formats0.validate(data22))){
const err58 = {instancePath:instancePath+"/nextAttemptAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data.createdAt !== undefined){
let data23 = data.createdAt;
if(typeof data23 === "string"){
if(!(formats0.validate(data23))){
const err59 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.deliveredAt !== undefined){
let data24 = data.deliveredAt;
if((typeof data24 !== "string") && (data24 !== null)){
const err61 = {instancePath:instancePath+"/deliveredAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(typeof data24 === "string"){
if(!(formats0.validate(data24))){
const err62 = {instancePath:instancePath+"/deliveredAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
}
else {
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storeLedgerEntry = validate4;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/store/ledger-entry.schema.json","title":"LedgerEntry","description":"One credit (positive) or debit (negative) of a seller's available balance. The balance and the revenue totals are sums over these entries.","type":"object","required":["id","sellerId","kind","amountCents","createdAt","ref"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"sellerId":{"$ref":"../common.schema.json#/$defs/Id"},"kind":{"$ref":"#/$defs/LedgerKind"},"amountCents":{"$ref":"../common.schema.json#/$defs/Cents"},"grossCents":{"$ref":"../common.schema.json#/$defs/Cents"},"paymentMethod":{"$ref":"../common.schema.json#/$defs/PaymentMethod"},"createdAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"ref":{"oneOf":[{"type":"null"},{"type":"object","required":["type","id"],"properties":{"type":{"type":"string","enum":["sale","cashout","subscription"]},"id":{"$ref":"../common.schema.json#/$defs/Id"}},"additionalProperties":false}]},"note":{"description":"grossCents and paymentMethod are set on the sale kinds: revenue counts the gross amount","type":"string"}},"additionalProperties":false,"$defs":{"LedgerKind":{"title":"LedgerKind","type":"string","enum":["ADJUSTMENT","SALE_PAID","SALE_REFUNDED","SALE_CHARGEBACK","SALE_HELD","SALE_RELEASED","CASHOUT","CASHOUT_RETURNED"]}}};
const schema35 = {"title":"LedgerKind","type":"string","enum":["ADJUSTMENT","SALE_PAID","SALE_REFUNDED","SALE_CHARGEBACK","SALE_HELD","SALE_RELEASED","CASHOUT","CASHOUT_RETURNED"]};
const schema36 = {"title":"Cents","description":"Integer amount in cents","type":"integer"};
const schema38 = {"title":"PaymentMethod","type":"string","enum":["CREDIT_CARD","DEBIT_CARD","BOLETO","PIX","TRANSFER"]};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/store/ledger-entry.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate4.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sellerId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sellerId"},message:"must have required property '"+"sellerId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.kind === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.amountCents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amountCents"},message:"must have required property '"+"amountCents"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.ref === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ref"},message:"must have required property '"+"ref"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema32.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.sellerId !== undefined){
let data1 = data.sellerId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.kind !== undefined){
let data2 = data.kind;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/kind",schemaPath:"#/$defs/LedgerKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((((data2 === "ADJUSTMENT") || (data2 === "SALE_PAID")) || (data2 === "SALE_REFUNDED")) || (data2 === "SALE_CHARGEBACK")) || (data2 === "SALE_HELD")) || (data2 === "SALE_RELEASED")) || (data2 === "CASHOUT")) || (data2 === "CASHOUT_RETURNED"))){
const err12 = {instancePath:instancePath+"/kind",schemaPath:"#/$defs/LedgerKind/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.amountCents !== undefined){
let data3 = data.amountCents;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/amountCents",schemaPath:"../common.schema.json#/$defs/Cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.grossCents !== undefined){
let data4 = data.grossCents;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/grossCents",schemaPath:"../common.schema.json#/$defs/Cents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.paymentMethod !== undefined){
let data5 = data.paymentMethod;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/paymentMethod",schemaPath:"../common.schema.json#/$defs/PaymentMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((((data5 === "CREDIT_CARD") || (data5 === "DEBIT_CARD")) || (data5 === "BOLETO")) || (data5 === "PIX")) || (data5 === "TRANSFER"))){
const err16 = {instancePath:instancePath+"/paymentMethod",schemaPath:"../common.schema.json#/$defs/PaymentMethod/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data6 = data.createdAt;
if(typeof data6 === "string"){
if(!(formats0.validate(data6))){
const err17 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.ref !== undefined){
let data7 = data.ref;
const _errs24 = errors;
let valid8 = false;
let passing0 = null;
const _errs25 = errors;
if(data7 !== null){
const err19 = {instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs25 === errors;
if(_valid0){
valid8 = true;
passing0 = 0;
}
const _errs27 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.type === undefined){
const err20 = {instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/oneOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.id === undefined){
const err21 = {instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/oneOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data7){
if(!((key1 === "type") || (key1 === "id"))){
const err22 = {instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.type !== undefined){
let data8 = data7.type;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/ref/type",schemaPath:"#/properties/ref/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data8 === "sale") || (data8 === "cashout")) || (data8 === "subscription"))){
const err24 = {instancePath:instancePath+"/ref/type",schemaPath:"#/properties/ref/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.ref.oneOf[1].properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.id !== undefined){
let data9 = data7.id;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err25 = {instancePath:instancePath+"/ref/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/ref/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs27 === errors;
if(_valid0 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid8 = true;
passing0 = 1;
}
}
if(!valid8){
const err28 = {instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data.note !== undefined){
if(typeof data.note !== "string"){
const err29 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storeMeta = validate5;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/store/meta.schema.json","title":"StateMeta","type":"object","required":["schemaVersion","seed","anchor","sequences","clock"],"properties":{"schemaVersion":{"const":2},"seed":{"type":"integer"},"anchor":{"description":"The fixtures' reference instant: fixture data lies before it, and the sandbox clock starts there unless SANDBOX_CLOCK_START says otherwise","$ref":"../common.schema.json#/$defs/IsoDateTime"},"sequences":{"type":"object","additionalProperties":{"type":"integer","minimum":0}},"clock":{"title":"ClockRecord","type":"object","required":["offsetMs","frozenAtMs"],"properties":{"offsetMs":{"type":"integer"},"frozenAtMs":{"type":["integer","null"]}},"additionalProperties":false}},"additionalProperties":false};

function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/store/meta.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate5.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schemaVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.seed === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seed"},message:"must have required property '"+"seed"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.anchor === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "anchor"},message:"must have required property '"+"anchor"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sequences === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sequences"},message:"must have required property '"+"sequences"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.clock === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clock"},message:"must have required property '"+"clock"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "schemaVersion") || (key0 === "seed")) || (key0 === "anchor")) || (key0 === "sequences")) || (key0 === "clock"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
if(2 !== data.schemaVersion){
const err6 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.seed !== undefined){
let data1 = data.seed;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.anchor !== undefined){
let data2 = data.anchor;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err8 = {instancePath:instancePath+"/anchor",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/anchor",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sequences !== undefined){
let data3 = data.sequences;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
let data4 = data3[key1];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/sequences/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sequences/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/sequences/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sequences/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
else {
const err12 = {instancePath:instancePath+"/sequences",schemaPath:"#/properties/sequences/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.clock !== undefined){
let data5 = data.clock;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.offsetMs === undefined){
const err13 = {instancePath:instancePath+"/clock",schemaPath:"#/properties/clock/required",keyword:"required",params:{missingProperty: "offsetMs"},message:"must have required property '"+"offsetMs"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.frozenAtMs === undefined){
const err14 = {instancePath:instancePath+"/clock",schemaPath:"#/properties/clock/required",keyword:"required",params:{missingProperty: "frozenAtMs"},message:"must have required property '"+"frozenAtMs"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key2 in data5){
if(!((key2 === "offsetMs") || (key2 === "frozenAtMs"))){
const err15 = {instancePath:instancePath+"/clock",schemaPath:"#/properties/clock/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.offsetMs !== undefined){
let data6 = data5.offsetMs;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/clock/offsetMs",schemaPath:"#/properties/clock/properties/offsetMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.frozenAtMs !== undefined){
let data7 = data5.frozenAtMs;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err17 = {instancePath:instancePath+"/clock/frozenAtMs",schemaPath:"#/properties/clock/properties/frozenAtMs/type",keyword:"type",params:{type: schema41.properties.clock.properties.frozenAtMs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/clock",schemaPath:"#/properties/clock/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storeSale = validate6;
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/store/sale.schema.json","title":"SaleRecord","description":"A sale as stored. Never holds the full card number, the CVV or the holder name: only the brand and the last four digits.","type":"object","required":["id","sellerId","status","paymentMethod","amountCents","systemFeeCents","reserveAmountCents","netAmountCents","installments","customer","items","shipping","methodData","externalTransactionId","postbackUrl","tracking","metadata","subscriptionId","statusHistory","createdAt","updatedAt","completedAt"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"sellerId":{"$ref":"../common.schema.json#/$defs/Id"},"status":{"$ref":"../sales/sale.response.schema.json#/$defs/SaleStatus"},"paymentMethod":{"$ref":"../common.schema.json#/$defs/PaymentMethod"},"amountCents":{"type":"integer","minimum":1},"systemFeeCents":{"type":"integer","minimum":0},"reserveAmountCents":{"type":"integer","minimum":0},"netAmountCents":{"type":"integer","minimum":0},"installments":{"type":["integer","null"],"minimum":1,"maximum":12},"customer":{"title":"SaleCustomerRecord","type":"object","required":["name","email","document","phone"],"properties":{"name":{"type":"string"},"email":{"type":"string"},"document":{"oneOf":[{"type":"null"},{"type":"object","properties":{"type":{"$ref":"../common.schema.json#/$defs/DocumentType"},"number":{"type":"string"}},"additionalProperties":false}]},"phone":{"type":["string","null"]}},"additionalProperties":false},"items":{"type":"array","items":{"title":"SaleItemRecord","type":"object","required":["id","title","unitPrice","quantity","tangible","productId","planId","planName","externalId"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"title":{"type":"string"},"unitPrice":{"type":"integer","minimum":0},"quantity":{"type":"integer","minimum":1},"tangible":{"type":"boolean"},"productId":{"type":["integer","null"]},"planId":{"type":["string","null"]},"planName":{"type":["string","null"]},"externalId":{"description":"The custom item id sent as items[].id","type":["string","null"]}},"additionalProperties":false}},"shipping":{"oneOf":[{"type":"null"},{"$ref":"../sales/sale.response.schema.json#/$defs/SaleShipping"}]},"methodData":{"description":"The method's own stored data, one object keyed by `method` (always the sale's paymentMethod): each method's module in src/features/sales/methods/ writes and reads its variant. Version 1 of the state kept four nullable fields instead (card, pix, boleto, transfer; src/core/store/migrations/0002-sale-method-data.ts).","oneOf":[{"$ref":"#/$defs/SaleCardRecord"},{"$ref":"#/$defs/SalePixRecord"},{"$ref":"#/$defs/SaleBoletoRecord"},{"$ref":"#/$defs/SaleTransferRecord"}]},"externalTransactionId":{"type":"string"},"postbackUrl":{"oneOf":[{"type":"null"},{"$ref":"../common.schema.json#/$defs/HttpUrl"}]},"tracking":{"$ref":"../sales/sale.response.schema.json#/$defs/SaleTracking"},"metadata":{"type":["object","null"]},"subscriptionId":{"description":"Set when the sale bills a subscription","type":["integer","null"]},"statusHistory":{"type":"array","items":{"title":"SaleStatusChange","type":"object","required":["status","at"],"properties":{"status":{"$ref":"../sales/sale.response.schema.json#/$defs/SaleStatus"},"at":{"$ref":"../common.schema.json#/$defs/IsoDateTime"}},"additionalProperties":false}},"createdAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"updatedAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"completedAt":{"$ref":"../common.schema.json#/$defs/NullableIsoDateTime"},"autoSteps":{"description":"The moves the sandbox will make by itself, earliest first, each at its instant on the sandbox clock (a test card, a test e-mail tag, SANDBOX_AUTO_PAY, a boleto's cancellation after its due date). Optional so that states saved before it existed still load: absent means none.","type":"array","items":{"title":"SaleAutoStep","type":"object","required":["status","at"],"properties":{"status":{"$ref":"../sales/sale.response.schema.json#/$defs/SaleStatus"},"at":{"$ref":"../common.schema.json#/$defs/IsoDateTime"}},"additionalProperties":false}}},"additionalProperties":false,"$defs":{"SaleCardRecord":{"title":"SaleCardRecord","type":"object","required":["method","brand","lastFour"],"properties":{"method":{"$ref":"../common.schema.json#/$defs/CardPaymentMethod"},"brand":{"$ref":"../sales/sale.response.schema.json#/$defs/CardBrand"},"lastFour":{"type":"string","pattern":"^[0-9]{4}$"}},"additionalProperties":false},"SalePixRecord":{"title":"SalePixRecord","type":"object","required":["method","payload","receiverKey","txid","expiresAt"],"properties":{"method":{"const":"PIX"},"payload":{"description":"The BR Code","type":"string"},"receiverKey":{"type":"string"},"txid":{"type":"string"},"expiresAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"}},"additionalProperties":false},"SaleBoletoRecord":{"title":"SaleBoletoRecord","type":"object","required":["method","code","barcode","dueDate"],"properties":{"method":{"const":"BOLETO"},"code":{"type":"string","pattern":"^[0-9]{47}$"},"barcode":{"type":"string","pattern":"^[0-9]{44}$"},"dueDate":{"type":"string","format":"date"}},"additionalProperties":false},"SaleTransferRecord":{"title":"SaleTransferRecord","type":"object","required":["method","reference"],"properties":{"method":{"const":"TRANSFER"},"reference":{"type":"string"}},"additionalProperties":false}}};
const schema48 = {"title":"SaleStatus","type":"string","enum":["PENDENTE","PAGO","CANCELADO","RECUSADO","ESTORNADO","FALHA","EM_PROCESSAMENTO","CHARGEBACK","MED"]};
const schema60 = {"title":"DocumentType","type":"string","enum":["cpf","cnpj"]};
const schema56 = {"title":"SaleShipping","description":"The delivery address as sent; complement null when absent","type":"object","required":["street","streetNumber","complement","zipCode","neighborhood","city","state","country"],"properties":{"street":{"type":"string"},"streetNumber":{"type":"string"},"complement":{"type":["string","null"]},"zipCode":{"type":"string"},"neighborhood":{"type":"string"},"city":{"type":"string"},"state":{"type":"string"},"country":{"type":"string"}},"additionalProperties":false};
const schema68 = {"title":"SaleBoletoRecord","type":"object","required":["method","code","barcode","dueDate"],"properties":{"method":{"const":"BOLETO"},"code":{"type":"string","pattern":"^[0-9]{47}$"},"barcode":{"type":"string","pattern":"^[0-9]{44}$"},"dueDate":{"type":"string","format":"date"}},"additionalProperties":false};
const schema69 = {"title":"SaleTransferRecord","type":"object","required":["method","reference"],"properties":{"method":{"const":"TRANSFER"},"reference":{"type":"string"}},"additionalProperties":false};
const schema57 = {"title":"SaleTracking","description":"Campaign tracking fields as sent; null when absent","type":"object","required":["utmSource","utmMedium","utmCampaign","utmContent","utmTerm","src","sck"],"properties":{"utmSource":{"type":["string","null"]},"utmMedium":{"type":["string","null"]},"utmCampaign":{"type":["string","null"]},"utmContent":{"type":["string","null"]},"utmTerm":{"type":["string","null"]},"src":{"type":["string","null"]},"sck":{"type":["string","null"]}},"additionalProperties":false};
const schema63 = {"title":"SaleCardRecord","type":"object","required":["method","brand","lastFour"],"properties":{"method":{"$ref":"../common.schema.json#/$defs/CardPaymentMethod"},"brand":{"$ref":"../sales/sale.response.schema.json#/$defs/CardBrand"},"lastFour":{"type":"string","pattern":"^[0-9]{4}$"}},"additionalProperties":false};
const schema64 = {"title":"CardPaymentMethod","description":"The payment methods paid with a card (the request's `card` object)","type":"string","enum":["CREDIT_CARD","DEBIT_CARD"]};
const schema55 = {"title":"CardBrand","type":"string","enum":["visa","mastercard","elo","amex","hipercard","diners","discover","jcb","aura","unknown"]};
const pattern7 = new RegExp("^[0-9]{4}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate10.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.brand === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "brand"},message:"must have required property '"+"brand"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lastFour === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastFour"},message:"must have required property '"+"lastFour"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "method") || (key0 === "brand")) || (key0 === "lastFour"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/method",schemaPath:"../common.schema.json#/$defs/CardPaymentMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data0 === "CREDIT_CARD") || (data0 === "DEBIT_CARD"))){
const err5 = {instancePath:instancePath+"/method",schemaPath:"../common.schema.json#/$defs/CardPaymentMethod/enum",keyword:"enum",params:{allowedValues: schema64.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.brand !== undefined){
let data1 = data.brand;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/brand",schemaPath:"../sales/sale.response.schema.json#/$defs/CardBrand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((((((((data1 === "visa") || (data1 === "mastercard")) || (data1 === "elo")) || (data1 === "amex")) || (data1 === "hipercard")) || (data1 === "diners")) || (data1 === "discover")) || (data1 === "jcb")) || (data1 === "aura")) || (data1 === "unknown"))){
const err7 = {instancePath:instancePath+"/brand",schemaPath:"../sales/sale.response.schema.json#/$defs/CardBrand/enum",keyword:"enum",params:{allowedValues: schema55.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.lastFour !== undefined){
let data2 = data.lastFour;
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
const err8 = {instancePath:instancePath+"/lastFour",schemaPath:"#/properties/lastFour/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}$"},message:"must match pattern \""+"^[0-9]{4}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/lastFour",schemaPath:"#/properties/lastFour/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
validate10.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema66 = {"title":"SalePixRecord","type":"object","required":["method","payload","receiverKey","txid","expiresAt"],"properties":{"method":{"const":"PIX"},"payload":{"description":"The BR Code","type":"string"},"receiverKey":{"type":"string"},"txid":{"type":"string"},"expiresAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"}},"additionalProperties":false};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate12.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payload === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.receiverKey === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receiverKey"},message:"must have required property '"+"receiverKey"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.txid === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "txid"},message:"must have required property '"+"txid"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.expiresAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expiresAt"},message:"must have required property '"+"expiresAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "method") || (key0 === "payload")) || (key0 === "receiverKey")) || (key0 === "txid")) || (key0 === "expiresAt"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.method !== undefined){
if("PIX" !== data.method){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "PIX"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.payload !== undefined){
if(typeof data.payload !== "string"){
const err7 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.receiverKey !== undefined){
if(typeof data.receiverKey !== "string"){
const err8 = {instancePath:instancePath+"/receiverKey",schemaPath:"#/properties/receiverKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.txid !== undefined){
if(typeof data.txid !== "string"){
const err9 = {instancePath:instancePath+"/txid",schemaPath:"#/properties/txid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.expiresAt !== undefined){
let data4 = data.expiresAt;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err10 = {instancePath:instancePath+"/expiresAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/expiresAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}
validate12.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern8 = new RegExp("^[0-9]{47}$", "u");
const pattern11 = new RegExp("^[0-9]{44}$", "u");
const formats32 = require("ajv-formats/dist/formats").fullFormats.date;

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/store/sale.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate6.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sellerId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sellerId"},message:"must have required property '"+"sellerId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.paymentMethod === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentMethod"},message:"must have required property '"+"paymentMethod"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.amountCents === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amountCents"},message:"must have required property '"+"amountCents"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.systemFeeCents === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "systemFeeCents"},message:"must have required property '"+"systemFeeCents"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.reserveAmountCents === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reserveAmountCents"},message:"must have required property '"+"reserveAmountCents"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.netAmountCents === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "netAmountCents"},message:"must have required property '"+"netAmountCents"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.installments === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "installments"},message:"must have required property '"+"installments"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.customer === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customer"},message:"must have required property '"+"customer"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.items === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.shipping === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shipping"},message:"must have required property '"+"shipping"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.methodData === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "methodData"},message:"must have required property '"+"methodData"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.externalTransactionId === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalTransactionId"},message:"must have required property '"+"externalTransactionId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.postbackUrl === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "postbackUrl"},message:"must have required property '"+"postbackUrl"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.tracking === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tracking"},message:"must have required property '"+"tracking"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.metadata === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.subscriptionId === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subscriptionId"},message:"must have required property '"+"subscriptionId"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.statusHistory === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "statusHistory"},message:"must have required property '"+"statusHistory"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.createdAt === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.updatedAt === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.completedAt === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "completedAt"},message:"must have required property '"+"completedAt"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema43.properties, key0))){
const err22 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err23 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err24 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.sellerId !== undefined){
let data1 = data.sellerId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err25 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err26 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err27 = {instancePath:instancePath+"/status",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(((((((((data2 === "PENDENTE") || (data2 === "PAGO")) || (data2 === "CANCELADO")) || (data2 === "RECUSADO")) || (data2 === "ESTORNADO")) || (data2 === "FALHA")) || (data2 === "EM_PROCESSAMENTO")) || (data2 === "CHARGEBACK")) || (data2 === "MED"))){
const err28 = {instancePath:instancePath+"/status",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleStatus/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.paymentMethod !== undefined){
let data3 = data.paymentMethod;
if(typeof data3 !== "string"){
const err29 = {instancePath:instancePath+"/paymentMethod",schemaPath:"../common.schema.json#/$defs/PaymentMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(((((data3 === "CREDIT_CARD") || (data3 === "DEBIT_CARD")) || (data3 === "BOLETO")) || (data3 === "PIX")) || (data3 === "TRANSFER"))){
const err30 = {instancePath:instancePath+"/paymentMethod",schemaPath:"../common.schema.json#/$defs/PaymentMethod/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.amountCents !== undefined){
let data4 = data.amountCents;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err31 = {instancePath:instancePath+"/amountCents",schemaPath:"#/properties/amountCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err32 = {instancePath:instancePath+"/amountCents",schemaPath:"#/properties/amountCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.systemFeeCents !== undefined){
let data5 = data.systemFeeCents;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err33 = {instancePath:instancePath+"/systemFeeCents",schemaPath:"#/properties/systemFeeCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err34 = {instancePath:instancePath+"/systemFeeCents",schemaPath:"#/properties/systemFeeCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data.reserveAmountCents !== undefined){
let data6 = data.reserveAmountCents;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err35 = {instancePath:instancePath+"/reserveAmountCents",schemaPath:"#/properties/reserveAmountCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err36 = {instancePath:instancePath+"/reserveAmountCents",schemaPath:"#/properties/reserveAmountCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data.netAmountCents !== undefined){
let data7 = data.netAmountCents;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err37 = {instancePath:instancePath+"/netAmountCents",schemaPath:"#/properties/netAmountCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err38 = {instancePath:instancePath+"/netAmountCents",schemaPath:"#/properties/netAmountCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.installments !== undefined){
let data8 = data.installments;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err39 = {instancePath:instancePath+"/installments",schemaPath:"#/properties/installments/type",keyword:"type",params:{type: schema43.properties.installments.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 12 || isNaN(data8)){
const err40 = {instancePath:instancePath+"/installments",schemaPath:"#/properties/installments/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err41 = {instancePath:instancePath+"/installments",schemaPath:"#/properties/installments/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data.customer !== undefined){
let data9 = data.customer;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err42 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data9.email === undefined){
const err43 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data9.document === undefined){
const err44 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data9.phone === undefined){
const err45 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key1 in data9){
if(!((((key1 === "name") || (key1 === "email")) || (key1 === "document")) || (key1 === "phone"))){
const err46 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data9.name !== undefined){
if(typeof data9.name !== "string"){
const err47 = {instancePath:instancePath+"/customer/name",schemaPath:"#/properties/customer/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data9.email !== undefined){
if(typeof data9.email !== "string"){
const err48 = {instancePath:instancePath+"/customer/email",schemaPath:"#/properties/customer/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data9.document !== undefined){
let data12 = data9.document;
const _errs32 = errors;
let valid6 = false;
let passing0 = null;
const _errs33 = errors;
if(data12 !== null){
const err49 = {instancePath:instancePath+"/customer/document",schemaPath:"#/properties/customer/properties/document/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid0 = _errs33 === errors;
if(_valid0){
valid6 = true;
passing0 = 0;
}
const _errs35 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key2 in data12){
if(!((key2 === "type") || (key2 === "number"))){
const err50 = {instancePath:instancePath+"/customer/document",schemaPath:"#/properties/customer/properties/document/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data12.type !== undefined){
let data13 = data12.type;
if(typeof data13 !== "string"){
const err51 = {instancePath:instancePath+"/customer/document/type",schemaPath:"../common.schema.json#/$defs/DocumentType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!((data13 === "cpf") || (data13 === "cnpj"))){
const err52 = {instancePath:instancePath+"/customer/document/type",schemaPath:"../common.schema.json#/$defs/DocumentType/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data12.number !== undefined){
if(typeof data12.number !== "string"){
const err53 = {instancePath:instancePath+"/customer/document/number",schemaPath:"#/properties/customer/properties/document/oneOf/1/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/customer/document",schemaPath:"#/properties/customer/properties/document/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid0 = _errs35 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid6 = true;
passing0 = 1;
}
}
if(!valid6){
const err55 = {instancePath:instancePath+"/customer/document",schemaPath:"#/properties/customer/properties/document/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data9.phone !== undefined){
let data15 = data9.phone;
if((typeof data15 !== "string") && (data15 !== null)){
const err56 = {instancePath:instancePath+"/customer/phone",schemaPath:"#/properties/customer/properties/phone/type",keyword:"type",params:{type: schema43.properties.customer.properties.phone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.items !== undefined){
let data16 = data.items;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.id === undefined){
const err58 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data17.title === undefined){
const err59 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data17.unitPrice === undefined){
const err60 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "unitPrice"},message:"must have required property '"+"unitPrice"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data17.quantity === undefined){
const err61 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data17.tangible === undefined){
const err62 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "tangible"},message:"must have required property '"+"tangible"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data17.productId === undefined){
const err63 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "productId"},message:"must have required property '"+"productId"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data17.planId === undefined){
const err64 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "planId"},message:"must have required property '"+"planId"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data17.planName === undefined){
const err65 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "planName"},message:"must have required property '"+"planName"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data17.externalId === undefined){
const err66 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "externalId"},message:"must have required property '"+"externalId"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key3 in data17){
if(!(func0.call(schema43.properties.items.items.properties, key3))){
const err67 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data17.id !== undefined){
let data18 = data17.id;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err68 = {instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
const err69 = {instancePath:instancePath+"/items/" + i0+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
if(data17.title !== undefined){
if(typeof data17.title !== "string"){
const err70 = {instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/properties/items/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data17.unitPrice !== undefined){
let data20 = data17.unitPrice;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err71 = {instancePath:instancePath+"/items/" + i0+"/unitPrice",schemaPath:"#/properties/items/items/properties/unitPrice/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err72 = {instancePath:instancePath+"/items/" + i0+"/unitPrice",schemaPath:"#/properties/items/items/properties/unitPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
if(data17.quantity !== undefined){
let data21 = data17.quantity;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err73 = {instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err74 = {instancePath:instancePath+"/items/" + i0+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
if(data17.tangible !== undefined){
if(typeof data17.tangible !== "boolean"){
const err75 = {instancePath:instancePath+"/items/" + i0+"/tangible",schemaPath:"#/properties/items/items/properties/tangible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data17.productId !== undefined){
let data23 = data17.productId;
if((!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))) && (data23 !== null)){
const err76 = {instancePath:instancePath+"/items/" + i0+"/productId",schemaPath:"#/properties/items/items/properties/productId/type",keyword:"type",params:{type: schema43.properties.items.items.properties.productId.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data17.planId !== undefined){
let data24 = data17.planId;
if((typeof data24 !== "string") && (data24 !== null)){
const err77 = {instancePath:instancePath+"/items/" + i0+"/planId",schemaPath:"#/properties/items/items/properties/planId/type",keyword:"type",params:{type: schema43.properties.items.items.properties.planId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data17.planName !== undefined){
let data25 = data17.planName;
if((typeof data25 !== "string") && (data25 !== null)){
const err78 = {instancePath:instancePath+"/items/" + i0+"/planName",schemaPath:"#/properties/items/items/properties/planName/type",keyword:"type",params:{type: schema43.properties.items.items.properties.planName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data17.externalId !== undefined){
let data26 = data17.externalId;
if((typeof data26 !== "string") && (data26 !== null)){
const err79 = {instancePath:instancePath+"/items/" + i0+"/externalId",schemaPath:"#/properties/items/items/properties/externalId/type",keyword:"type",params:{type: schema43.properties.items.items.properties.externalId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.shipping !== undefined){
let data27 = data.shipping;
const _errs70 = errors;
let valid13 = false;
let passing1 = null;
const _errs71 = errors;
if(data27 !== null){
const err82 = {instancePath:instancePath+"/shipping",schemaPath:"#/properties/shipping/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid1 = _errs71 === errors;
if(_valid1){
valid13 = true;
passing1 = 0;
}
const _errs73 = errors;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.street === undefined){
const err83 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data27.streetNumber === undefined){
const err84 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/required",keyword:"required",params:{missingProperty: "streetNumber"},message:"must have required property '"+"streetNumber"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data27.complement === undefined){
const err85 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/required",keyword:"required",params:{missingProperty: "complement"},message:"must have required property '"+"complement"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data27.zipCode === undefined){
const err86 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data27.neighborhood === undefined){
const err87 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/required",keyword:"required",params:{missingProperty: "neighborhood"},message:"must have required property '"+"neighborhood"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data27.city === undefined){
const err88 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data27.state === undefined){
const err89 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data27.country === undefined){
const err90 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key4 in data27){
if(!((((((((key4 === "street") || (key4 === "streetNumber")) || (key4 === "complement")) || (key4 === "zipCode")) || (key4 === "neighborhood")) || (key4 === "city")) || (key4 === "state")) || (key4 === "country"))){
const err91 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data27.street !== undefined){
if(typeof data27.street !== "string"){
const err92 = {instancePath:instancePath+"/shipping/street",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data27.streetNumber !== undefined){
if(typeof data27.streetNumber !== "string"){
const err93 = {instancePath:instancePath+"/shipping/streetNumber",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data27.complement !== undefined){
let data30 = data27.complement;
if((typeof data30 !== "string") && (data30 !== null)){
const err94 = {instancePath:instancePath+"/shipping/complement",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/properties/complement/type",keyword:"type",params:{type: schema56.properties.complement.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data27.zipCode !== undefined){
if(typeof data27.zipCode !== "string"){
const err95 = {instancePath:instancePath+"/shipping/zipCode",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data27.neighborhood !== undefined){
if(typeof data27.neighborhood !== "string"){
const err96 = {instancePath:instancePath+"/shipping/neighborhood",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/properties/neighborhood/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data27.city !== undefined){
if(typeof data27.city !== "string"){
const err97 = {instancePath:instancePath+"/shipping/city",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data27.state !== undefined){
if(typeof data27.state !== "string"){
const err98 = {instancePath:instancePath+"/shipping/state",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data27.country !== undefined){
if(typeof data27.country !== "string"){
const err99 = {instancePath:instancePath+"/shipping/country",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath:instancePath+"/shipping",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleShipping/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid1 = _errs73 === errors;
if(_valid1 && valid13){
valid13 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid13 = true;
passing1 = 1;
}
}
if(!valid13){
const err101 = {instancePath:instancePath+"/shipping",schemaPath:"#/properties/shipping/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
else {
errors = _errs70;
if(vErrors !== null){
if(_errs70){
vErrors.length = _errs70;
}
else {
vErrors = null;
}
}
}
}
if(data.methodData !== undefined){
let data36 = data.methodData;
const _errs94 = errors;
let valid16 = false;
let passing2 = null;
const _errs95 = errors;
if(!(validate10(data36, {instancePath:instancePath+"/methodData",parentData:data,parentDataProperty:"methodData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
var _valid2 = _errs95 === errors;
if(_valid2){
valid16 = true;
passing2 = 0;
var props2 = true;
}
const _errs96 = errors;
if(!(validate12(data36, {instancePath:instancePath+"/methodData",parentData:data,parentDataProperty:"methodData",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
var _valid2 = _errs96 === errors;
if(_valid2 && valid16){
valid16 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid16 = true;
passing2 = 1;
if(props2 !== true){
props2 = true;
}
}
const _errs97 = errors;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.method === undefined){
const err102 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleBoletoRecord/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data36.code === undefined){
const err103 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleBoletoRecord/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data36.barcode === undefined){
const err104 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleBoletoRecord/required",keyword:"required",params:{missingProperty: "barcode"},message:"must have required property '"+"barcode"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data36.dueDate === undefined){
const err105 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleBoletoRecord/required",keyword:"required",params:{missingProperty: "dueDate"},message:"must have required property '"+"dueDate"+"'"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
for(const key5 in data36){
if(!((((key5 === "method") || (key5 === "code")) || (key5 === "barcode")) || (key5 === "dueDate"))){
const err106 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleBoletoRecord/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data36.method !== undefined){
if("BOLETO" !== data36.method){
const err107 = {instancePath:instancePath+"/methodData/method",schemaPath:"#/$defs/SaleBoletoRecord/properties/method/const",keyword:"const",params:{allowedValue: "BOLETO"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data36.code !== undefined){
let data38 = data36.code;
if(typeof data38 === "string"){
if(!pattern8.test(data38)){
const err108 = {instancePath:instancePath+"/methodData/code",schemaPath:"#/$defs/SaleBoletoRecord/properties/code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{47}$"},message:"must match pattern \""+"^[0-9]{47}$"+"\""};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/methodData/code",schemaPath:"#/$defs/SaleBoletoRecord/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data36.barcode !== undefined){
let data39 = data36.barcode;
if(typeof data39 === "string"){
if(!pattern11.test(data39)){
const err110 = {instancePath:instancePath+"/methodData/barcode",schemaPath:"#/$defs/SaleBoletoRecord/properties/barcode/pattern",keyword:"pattern",params:{pattern: "^[0-9]{44}$"},message:"must match pattern \""+"^[0-9]{44}$"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/methodData/barcode",schemaPath:"#/$defs/SaleBoletoRecord/properties/barcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data36.dueDate !== undefined){
let data40 = data36.dueDate;
if(typeof data40 === "string"){
if(!(formats32.validate(data40))){
const err112 = {instancePath:instancePath+"/methodData/dueDate",schemaPath:"#/$defs/SaleBoletoRecord/properties/dueDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/methodData/dueDate",schemaPath:"#/$defs/SaleBoletoRecord/properties/dueDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleBoletoRecord/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid2 = _errs97 === errors;
if(_valid2 && valid16){
valid16 = false;
passing2 = [passing2, 2];
}
else {
if(_valid2){
valid16 = true;
passing2 = 2;
if(props2 !== true){
props2 = true;
}
}
const _errs108 = errors;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.method === undefined){
const err115 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleTransferRecord/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data36.reference === undefined){
const err116 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleTransferRecord/required",keyword:"required",params:{missingProperty: "reference"},message:"must have required property '"+"reference"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
for(const key6 in data36){
if(!((key6 === "method") || (key6 === "reference"))){
const err117 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleTransferRecord/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data36.method !== undefined){
if("TRANSFER" !== data36.method){
const err118 = {instancePath:instancePath+"/methodData/method",schemaPath:"#/$defs/SaleTransferRecord/properties/method/const",keyword:"const",params:{allowedValue: "TRANSFER"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data36.reference !== undefined){
if(typeof data36.reference !== "string"){
const err119 = {instancePath:instancePath+"/methodData/reference",schemaPath:"#/$defs/SaleTransferRecord/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/methodData",schemaPath:"#/$defs/SaleTransferRecord/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var _valid2 = _errs108 === errors;
if(_valid2 && valid16){
valid16 = false;
passing2 = [passing2, 3];
}
else {
if(_valid2){
valid16 = true;
passing2 = 3;
if(props2 !== true){
props2 = true;
}
}
}
}
}
if(!valid16){
const err121 = {instancePath:instancePath+"/methodData",schemaPath:"#/properties/methodData/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
else {
errors = _errs94;
if(vErrors !== null){
if(_errs94){
vErrors.length = _errs94;
}
else {
vErrors = null;
}
}
}
}
if(data.externalTransactionId !== undefined){
if(typeof data.externalTransactionId !== "string"){
const err122 = {instancePath:instancePath+"/externalTransactionId",schemaPath:"#/properties/externalTransactionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data.postbackUrl !== undefined){
let data44 = data.postbackUrl;
const _errs118 = errors;
let valid21 = false;
let passing3 = null;
const _errs119 = errors;
if(data44 !== null){
const err123 = {instancePath:instancePath+"/postbackUrl",schemaPath:"#/properties/postbackUrl/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid3 = _errs119 === errors;
if(_valid3){
valid21 = true;
passing3 = 0;
}
const _errs121 = errors;
if(typeof data44 === "string"){
if(func1(data44) > 2048){
const err124 = {instancePath:instancePath+"/postbackUrl",schemaPath:"../common.schema.json#/$defs/HttpUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(!pattern5.test(data44)){
const err125 = {instancePath:instancePath+"/postbackUrl",schemaPath:"../common.schema.json#/$defs/HttpUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(!(formats2(data44))){
const err126 = {instancePath:instancePath+"/postbackUrl",schemaPath:"../common.schema.json#/$defs/HttpUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
else {
const err127 = {instancePath:instancePath+"/postbackUrl",schemaPath:"../common.schema.json#/$defs/HttpUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid3 = _errs121 === errors;
if(_valid3 && valid21){
valid21 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid21 = true;
passing3 = 1;
}
}
if(!valid21){
const err128 = {instancePath:instancePath+"/postbackUrl",schemaPath:"#/properties/postbackUrl/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
else {
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
}
}
if(data.tracking !== undefined){
let data45 = data.tracking;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.utmSource === undefined){
const err129 = {instancePath:instancePath+"/tracking",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/required",keyword:"required",params:{missingProperty: "utmSource"},message:"must have required property '"+"utmSource"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data45.utmMedium === undefined){
const err130 = {instancePath:instancePath+"/tracking",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/required",keyword:"required",params:{missingProperty: "utmMedium"},message:"must have required property '"+"utmMedium"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data45.utmCampaign === undefined){
const err131 = {instancePath:instancePath+"/tracking",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/required",keyword:"required",params:{missingProperty: "utmCampaign"},message:"must have required property '"+"utmCampaign"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data45.utmContent === undefined){
const err132 = {instancePath:instancePath+"/tracking",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/required",keyword:"required",params:{missingProperty: "utmContent"},message:"must have required property '"+"utmContent"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data45.utmTerm === undefined){
const err133 = {instancePath:instancePath+"/tracking",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/required",keyword:"required",params:{missingProperty: "utmTerm"},message:"must have required property '"+"utmTerm"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(data45.src === undefined){
const err134 = {instancePath:instancePath+"/tracking",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data45.sck === undefined){
const err135 = {instancePath:instancePath+"/tracking",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/required",keyword:"required",params:{missingProperty: "sck"},message:"must have required property '"+"sck"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
for(const key7 in data45){
if(!(((((((key7 === "utmSource") || (key7 === "utmMedium")) || (key7 === "utmCampaign")) || (key7 === "utmContent")) || (key7 === "utmTerm")) || (key7 === "src")) || (key7 === "sck"))){
const err136 = {instancePath:instancePath+"/tracking",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data45.utmSource !== undefined){
let data46 = data45.utmSource;
if((typeof data46 !== "string") && (data46 !== null)){
const err137 = {instancePath:instancePath+"/tracking/utmSource",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/properties/utmSource/type",keyword:"type",params:{type: schema57.properties.utmSource.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data45.utmMedium !== undefined){
let data47 = data45.utmMedium;
if((typeof data47 !== "string") && (data47 !== null)){
const err138 = {instancePath:instancePath+"/tracking/utmMedium",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/properties/utmMedium/type",keyword:"type",params:{type: schema57.properties.utmMedium.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data45.utmCampaign !== undefined){
let data48 = data45.utmCampaign;
if((typeof data48 !== "string") && (data48 !== null)){
const err139 = {instancePath:instancePath+"/tracking/utmCampaign",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/properties/utmCampaign/type",keyword:"type",params:{type: schema57.properties.utmCampaign.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data45.utmContent !== undefined){
let data49 = data45.utmContent;
if((typeof data49 !== "string") && (data49 !== null)){
const err140 = {instancePath:instancePath+"/tracking/utmContent",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/properties/utmContent/type",keyword:"type",params:{type: schema57.properties.utmContent.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data45.utmTerm !== undefined){
let data50 = data45.utmTerm;
if((typeof data50 !== "string") && (data50 !== null)){
const err141 = {instancePath:instancePath+"/tracking/utmTerm",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/properties/utmTerm/type",keyword:"type",params:{type: schema57.properties.utmTerm.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data45.src !== undefined){
let data51 = data45.src;
if((typeof data51 !== "string") && (data51 !== null)){
const err142 = {instancePath:instancePath+"/tracking/src",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/properties/src/type",keyword:"type",params:{type: schema57.properties.src.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data45.sck !== undefined){
let data52 = data45.sck;
if((typeof data52 !== "string") && (data52 !== null)){
const err143 = {instancePath:instancePath+"/tracking/sck",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/properties/sck/type",keyword:"type",params:{type: schema57.properties.sck.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
else {
const err144 = {instancePath:instancePath+"/tracking",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleTracking/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data.metadata !== undefined){
let data53 = data.metadata;
if((!(data53 && typeof data53 == "object" && !Array.isArray(data53))) && (data53 !== null)){
const err145 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: schema43.properties.metadata.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data.subscriptionId !== undefined){
let data54 = data.subscriptionId;
if((!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))) && (data54 !== null)){
const err146 = {instancePath:instancePath+"/subscriptionId",schemaPath:"#/properties/subscriptionId/type",keyword:"type",params:{type: schema43.properties.subscriptionId.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data.statusHistory !== undefined){
let data55 = data.statusHistory;
if(Array.isArray(data55)){
const len1 = data55.length;
for(let i1=0; i1<len1; i1++){
let data56 = data55[i1];
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.status === undefined){
const err147 = {instancePath:instancePath+"/statusHistory/" + i1,schemaPath:"#/properties/statusHistory/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(data56.at === undefined){
const err148 = {instancePath:instancePath+"/statusHistory/" + i1,schemaPath:"#/properties/statusHistory/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
for(const key8 in data56){
if(!((key8 === "status") || (key8 === "at"))){
const err149 = {instancePath:instancePath+"/statusHistory/" + i1,schemaPath:"#/properties/statusHistory/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data56.status !== undefined){
let data57 = data56.status;
if(typeof data57 !== "string"){
const err150 = {instancePath:instancePath+"/statusHistory/" + i1+"/status",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(!(((((((((data57 === "PENDENTE") || (data57 === "PAGO")) || (data57 === "CANCELADO")) || (data57 === "RECUSADO")) || (data57 === "ESTORNADO")) || (data57 === "FALHA")) || (data57 === "EM_PROCESSAMENTO")) || (data57 === "CHARGEBACK")) || (data57 === "MED"))){
const err151 = {instancePath:instancePath+"/statusHistory/" + i1+"/status",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleStatus/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data56.at !== undefined){
let data58 = data56.at;
if(typeof data58 === "string"){
if(!(formats0.validate(data58))){
const err152 = {instancePath:instancePath+"/statusHistory/" + i1+"/at",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
else {
const err153 = {instancePath:instancePath+"/statusHistory/" + i1+"/at",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
else {
const err154 = {instancePath:instancePath+"/statusHistory/" + i1,schemaPath:"#/properties/statusHistory/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
else {
const err155 = {instancePath:instancePath+"/statusHistory",schemaPath:"#/properties/statusHistory/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data59 = data.createdAt;
if(typeof data59 === "string"){
if(!(formats0.validate(data59))){
const err156 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
else {
const err157 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data60 = data.updatedAt;
if(typeof data60 === "string"){
if(!(formats0.validate(data60))){
const err158 = {instancePath:instancePath+"/updatedAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
else {
const err159 = {instancePath:instancePath+"/updatedAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data.completedAt !== undefined){
let data61 = data.completedAt;
if((typeof data61 !== "string") && (data61 !== null)){
const err160 = {instancePath:instancePath+"/completedAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(typeof data61 === "string"){
if(!(formats0.validate(data61))){
const err161 = {instancePath:instancePath+"/completedAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
if(data.autoSteps !== undefined){
let data62 = data.autoSteps;
if(Array.isArray(data62)){
const len2 = data62.length;
for(let i2=0; i2<len2; i2++){
let data63 = data62[i2];
if(data63 && typeof data63 == "object" && !Array.isArray(data63)){
if(data63.status === undefined){
const err162 = {instancePath:instancePath+"/autoSteps/" + i2,schemaPath:"#/properties/autoSteps/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if(data63.at === undefined){
const err163 = {instancePath:instancePath+"/autoSteps/" + i2,schemaPath:"#/properties/autoSteps/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
for(const key9 in data63){
if(!((key9 === "status") || (key9 === "at"))){
const err164 = {instancePath:instancePath+"/autoSteps/" + i2,schemaPath:"#/properties/autoSteps/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data63.status !== undefined){
let data64 = data63.status;
if(typeof data64 !== "string"){
const err165 = {instancePath:instancePath+"/autoSteps/" + i2+"/status",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(!(((((((((data64 === "PENDENTE") || (data64 === "PAGO")) || (data64 === "CANCELADO")) || (data64 === "RECUSADO")) || (data64 === "ESTORNADO")) || (data64 === "FALHA")) || (data64 === "EM_PROCESSAMENTO")) || (data64 === "CHARGEBACK")) || (data64 === "MED"))){
const err166 = {instancePath:instancePath+"/autoSteps/" + i2+"/status",schemaPath:"../sales/sale.response.schema.json#/$defs/SaleStatus/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data63.at !== undefined){
let data65 = data63.at;
if(typeof data65 === "string"){
if(!(formats0.validate(data65))){
const err167 = {instancePath:instancePath+"/autoSteps/" + i2+"/at",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/autoSteps/" + i2+"/at",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
else {
const err169 = {instancePath:instancePath+"/autoSteps/" + i2,schemaPath:"#/properties/autoSteps/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath:instancePath+"/autoSteps",schemaPath:"#/properties/autoSteps/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}
validate6.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storeSeller = validate14;
const schema79 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/store/seller.schema.json","title":"SellerRecord","description":"A seller account as stored. Revenue and balance are not stored: they are derived from the ledger; nothing the API shows twice is stored twice.","type":"object","required":["id","userId","legalName","blocked","invoiceDescriptor","commercialName","createdAt","uploadedDocuments","document","permissions","details","legalRepresentative","address","defaultRecipient","apiCashoutEnabled","webhook","fees"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"userId":{"$ref":"../common.schema.json#/$defs/Id"},"legalName":{"type":"string"},"blocked":{"type":"boolean"},"invoiceDescriptor":{"type":"string"},"commercialName":{"type":["string","null"]},"createdAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"uploadedDocuments":{"type":"boolean"},"document":{"$ref":"../seller/seller.response.schema.json#/properties/document"},"permissions":{"$ref":"#/$defs/PermissionsRecord"},"details":{"$ref":"../seller/seller.response.schema.json#/properties/details"},"legalRepresentative":{"$ref":"../seller/seller.response.schema.json#/properties/legalRepresentative"},"address":{"$ref":"../seller/seller.response.schema.json#/properties/address"},"defaultRecipient":{"title":"RecipientRecord","description":"Only what the recipient does not share with its seller: its legal name, document and transferEnabled are the seller's, shown through it.","type":"object","required":["id","transferSettings"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"transferSettings":{"title":"TransferSettingsRecord","type":"object","required":["transferInterval","transferDay","automaticAnticipationEnabled"],"properties":{"transferInterval":{"type":"string","enum":["daily","weekly","monthly"]},"transferDay":{"type":"integer","minimum":0,"maximum":31},"automaticAnticipationEnabled":{"type":"boolean"}},"additionalProperties":false}},"additionalProperties":false},"apiCashoutEnabled":{"description":"false makes POST /api/public/cashout answer 403 API_WITHDRAWAL_DISABLED_GLOBALLY","type":"boolean"},"webhook":{"$ref":"../seller/webhook-config.schema.json"},"fees":{"$ref":"../seller/fees.schema.json"}},"additionalProperties":false,"$defs":{"PermissionsRecord":{"title":"PermissionsRecord","description":"The seller's permissions as stored. transferPriceCents is not among them: the API shows the cashout fee's fixed part (fees.cashout.fixedCents) there.","type":"object","required":["isCreditCardAvailable","isBoletoAvailable","isPixAvailable","transferEnabled","anticipationEnabled","anticipatableVolumePercentage","anticipationPricePercent","minAnticipatableDays"],"properties":{"isCreditCardAvailable":{"type":"boolean"},"isBoletoAvailable":{"type":"boolean"},"isPixAvailable":{"type":"boolean"},"transferEnabled":{"type":"boolean"},"anticipationEnabled":{"type":"boolean"},"anticipatableVolumePercentage":{"type":"number","minimum":0,"maximum":100},"anticipationPricePercent":{"type":"number","minimum":0},"minAnticipatableDays":{"type":"integer","minimum":0}},"additionalProperties":false}}};
const schema106 = {"title":"PermissionsRecord","description":"The seller's permissions as stored. transferPriceCents is not among them: the API shows the cashout fee's fixed part (fees.cashout.fixedCents) there.","type":"object","required":["isCreditCardAvailable","isBoletoAvailable","isPixAvailable","transferEnabled","anticipationEnabled","anticipatableVolumePercentage","anticipationPricePercent","minAnticipatableDays"],"properties":{"isCreditCardAvailable":{"type":"boolean"},"isBoletoAvailable":{"type":"boolean"},"isPixAvailable":{"type":"boolean"},"transferEnabled":{"type":"boolean"},"anticipationEnabled":{"type":"boolean"},"anticipatableVolumePercentage":{"type":"number","minimum":0,"maximum":100},"anticipationPricePercent":{"type":"number","minimum":0},"minAnticipatableDays":{"type":"integer","minimum":0}},"additionalProperties":false};
const schema107 = {"title":"SellerDetails","type":"object","required":["averageRevenue","averageTicket","physicalProducts","productsDescription","siteUrl","phone","email"],"properties":{"averageRevenue":{"type":"number"},"averageTicket":{"type":"number"},"physicalProducts":{"type":"boolean"},"productsDescription":{"type":["string","null"]},"siteUrl":{"type":["string","null"]},"phone":{"type":["string","null"]},"email":{"type":["string","null"]}},"additionalProperties":false};
const schema108 = {"description":"Fields not shown by the spec; the sandbox's choice is in docs/spec-gaps.md.","oneOf":[{"type":"null"},{"title":"LegalRepresentative","type":"object","required":["name","document","email","phone","birthDate"],"properties":{"name":{"type":"string"},"document":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"},"birthDate":{"type":"string","format":"date"}},"additionalProperties":false}]};
const schema109 = {"oneOf":[{"type":"null"},{"title":"SellerAddress","type":"object","required":["street","streetNumber","zipCode","neighborhood","city","state","country"],"properties":{"street":{"type":"string"},"streetNumber":{"type":"string"},"zipCode":{"type":"string"},"neighborhood":{"type":"string"},"city":{"type":"string"},"state":{"type":"string"},"country":{"type":"string"}},"additionalProperties":false}]};
const schema103 = {"oneOf":[{"type":"null"},{"title":"SellerDocument","type":"object","required":["id","number","type"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"number":{"type":"string"},"type":{"$ref":"../common.schema.json#/$defs/DocumentType"}},"additionalProperties":false}]};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate16.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.number === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "number")) || (key0 === "type"))){
const err4 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.number !== undefined){
if(typeof data.number !== "string"){
const err7 = {instancePath:instancePath+"/number",schemaPath:"#/oneOf/1/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/type",schemaPath:"../common.schema.json#/$defs/DocumentType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === "cpf") || (data2 === "cnpj"))){
const err9 = {instancePath:instancePath+"/type",schemaPath:"../common.schema.json#/$defs/DocumentType/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
var props0 = true;
}
}
if(!valid0){
const err11 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate16.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate16.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema111 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/seller/webhook-config.schema.json","title":"WebhookConfig","description":"The seller's permanent webhook, as set in the dashboard.","type":"object","required":["url","notifyWithdrawals"],"properties":{"url":{"oneOf":[{"type":"null"},{"$ref":"../common.schema.json#/$defs/HttpUrl"}]},"notifyWithdrawals":{"type":"boolean"}},"additionalProperties":false};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/seller/webhook-config.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate18.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.notifyWithdrawals === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notifyWithdrawals"},message:"must have required property '"+"notifyWithdrawals"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "url") || (key0 === "notifyWithdrawals"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if(data0 !== null){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs6 = errors;
if(typeof data0 === "string"){
if(func1(data0) > 2048){
const err4 = {instancePath:instancePath+"/url",schemaPath:"../common.schema.json#/$defs/HttpUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern5.test(data0)){
const err5 = {instancePath:instancePath+"/url",schemaPath:"../common.schema.json#/$defs/HttpUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats2(data0))){
const err6 = {instancePath:instancePath+"/url",schemaPath:"../common.schema.json#/$defs/HttpUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/url",schemaPath:"../common.schema.json#/$defs/HttpUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err8 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.notifyWithdrawals !== undefined){
if(typeof data.notifyWithdrawals !== "boolean"){
const err9 = {instancePath:instancePath+"/notifyWithdrawals",schemaPath:"#/properties/notifyWithdrawals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}
validate18.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema113 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/seller/fees.schema.json","title":"SellerFees","description":"Per-seller fee table. Percentages are basis points (399 = 3.99%), amounts integer cents. Rounding: half up to the cent.","type":"object","required":["sales","installmentSurchargeBps","cashout"],"properties":{"sales":{"description":"A fee row per payment method (scripts/gen-fee-rows.mjs writes one per PaymentMethod). The first five methods' rows are required; a method added later may lack its row (a table stored before it existed), and is then charged its default fee","type":"object","required":["CREDIT_CARD","DEBIT_CARD","BOLETO","PIX","TRANSFER"],"properties":{"CREDIT_CARD":{"$ref":"#/$defs/SaleFee"},"DEBIT_CARD":{"$ref":"#/$defs/SaleFee"},"BOLETO":{"$ref":"#/$defs/SaleFee"},"PIX":{"$ref":"#/$defs/SaleFee"},"TRANSFER":{"$ref":"#/$defs/SaleFee"}},"additionalProperties":false},"installmentSurchargeBps":{"description":"Added to the credit card percent for each installment beyond the first","type":"integer","minimum":0,"maximum":10000},"cashout":{"title":"CashoutFee","type":"object","required":["fixedCents","percentBps"],"properties":{"fixedCents":{"type":"integer","minimum":0},"percentBps":{"type":"integer","minimum":0,"maximum":10000}},"additionalProperties":false}},"additionalProperties":false,"$defs":{"SaleFee":{"title":"SaleFee","type":"object","required":["percentBps","fixedCents","reserveBps"],"properties":{"percentBps":{"type":"integer","minimum":0,"maximum":10000},"fixedCents":{"type":"integer","minimum":0},"reserveBps":{"description":"Share of the amount held as financial reserve","type":"integer","minimum":0,"maximum":10000}},"additionalProperties":false}}};
const schema114 = {"title":"SaleFee","type":"object","required":["percentBps","fixedCents","reserveBps"],"properties":{"percentBps":{"type":"integer","minimum":0,"maximum":10000},"fixedCents":{"type":"integer","minimum":0},"reserveBps":{"description":"Share of the amount held as financial reserve","type":"integer","minimum":0,"maximum":10000}},"additionalProperties":false};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/seller/fees.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sales === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sales"},message:"must have required property '"+"sales"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.installmentSurchargeBps === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "installmentSurchargeBps"},message:"must have required property '"+"installmentSurchargeBps"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.cashout === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cashout"},message:"must have required property '"+"cashout"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "sales") || (key0 === "installmentSurchargeBps")) || (key0 === "cashout"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sales !== undefined){
let data0 = data.sales;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.CREDIT_CARD === undefined){
const err4 = {instancePath:instancePath+"/sales",schemaPath:"#/properties/sales/required",keyword:"required",params:{missingProperty: "CREDIT_CARD"},message:"must have required property '"+"CREDIT_CARD"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.DEBIT_CARD === undefined){
const err5 = {instancePath:instancePath+"/sales",schemaPath:"#/properties/sales/required",keyword:"required",params:{missingProperty: "DEBIT_CARD"},message:"must have required property '"+"DEBIT_CARD"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.BOLETO === undefined){
const err6 = {instancePath:instancePath+"/sales",schemaPath:"#/properties/sales/required",keyword:"required",params:{missingProperty: "BOLETO"},message:"must have required property '"+"BOLETO"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.PIX === undefined){
const err7 = {instancePath:instancePath+"/sales",schemaPath:"#/properties/sales/required",keyword:"required",params:{missingProperty: "PIX"},message:"must have required property '"+"PIX"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.TRANSFER === undefined){
const err8 = {instancePath:instancePath+"/sales",schemaPath:"#/properties/sales/required",keyword:"required",params:{missingProperty: "TRANSFER"},message:"must have required property '"+"TRANSFER"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data0){
if(!(((((key1 === "CREDIT_CARD") || (key1 === "DEBIT_CARD")) || (key1 === "BOLETO")) || (key1 === "PIX")) || (key1 === "TRANSFER"))){
const err9 = {instancePath:instancePath+"/sales",schemaPath:"#/properties/sales/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.CREDIT_CARD !== undefined){
let data1 = data0.CREDIT_CARD;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.percentBps === undefined){
const err10 = {instancePath:instancePath+"/sales/CREDIT_CARD",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "percentBps"},message:"must have required property '"+"percentBps"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.fixedCents === undefined){
const err11 = {instancePath:instancePath+"/sales/CREDIT_CARD",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "fixedCents"},message:"must have required property '"+"fixedCents"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.reserveBps === undefined){
const err12 = {instancePath:instancePath+"/sales/CREDIT_CARD",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "reserveBps"},message:"must have required property '"+"reserveBps"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 in data1){
if(!(((key2 === "percentBps") || (key2 === "fixedCents")) || (key2 === "reserveBps"))){
const err13 = {instancePath:instancePath+"/sales/CREDIT_CARD",schemaPath:"#/$defs/SaleFee/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.percentBps !== undefined){
let data2 = data1.percentBps;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err14 = {instancePath:instancePath+"/sales/CREDIT_CARD/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10000 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/sales/CREDIT_CARD/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/sales/CREDIT_CARD/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data1.fixedCents !== undefined){
let data3 = data1.fixedCents;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err17 = {instancePath:instancePath+"/sales/CREDIT_CARD/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/sales/CREDIT_CARD/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data1.reserveBps !== undefined){
let data4 = data1.reserveBps;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/sales/CREDIT_CARD/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/sales/CREDIT_CARD/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/sales/CREDIT_CARD/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/sales/CREDIT_CARD",schemaPath:"#/$defs/SaleFee/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0.DEBIT_CARD !== undefined){
let data5 = data0.DEBIT_CARD;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.percentBps === undefined){
const err23 = {instancePath:instancePath+"/sales/DEBIT_CARD",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "percentBps"},message:"must have required property '"+"percentBps"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.fixedCents === undefined){
const err24 = {instancePath:instancePath+"/sales/DEBIT_CARD",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "fixedCents"},message:"must have required property '"+"fixedCents"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5.reserveBps === undefined){
const err25 = {instancePath:instancePath+"/sales/DEBIT_CARD",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "reserveBps"},message:"must have required property '"+"reserveBps"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key3 in data5){
if(!(((key3 === "percentBps") || (key3 === "fixedCents")) || (key3 === "reserveBps"))){
const err26 = {instancePath:instancePath+"/sales/DEBIT_CARD",schemaPath:"#/$defs/SaleFee/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.percentBps !== undefined){
let data6 = data5.percentBps;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err27 = {instancePath:instancePath+"/sales/DEBIT_CARD/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 10000 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/sales/DEBIT_CARD/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err29 = {instancePath:instancePath+"/sales/DEBIT_CARD/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data5.fixedCents !== undefined){
let data7 = data5.fixedCents;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err30 = {instancePath:instancePath+"/sales/DEBIT_CARD/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err31 = {instancePath:instancePath+"/sales/DEBIT_CARD/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data5.reserveBps !== undefined){
let data8 = data5.reserveBps;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err32 = {instancePath:instancePath+"/sales/DEBIT_CARD/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 10000 || isNaN(data8)){
const err33 = {instancePath:instancePath+"/sales/DEBIT_CARD/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err34 = {instancePath:instancePath+"/sales/DEBIT_CARD/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
else {
const err35 = {instancePath:instancePath+"/sales/DEBIT_CARD",schemaPath:"#/$defs/SaleFee/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data0.BOLETO !== undefined){
let data9 = data0.BOLETO;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.percentBps === undefined){
const err36 = {instancePath:instancePath+"/sales/BOLETO",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "percentBps"},message:"must have required property '"+"percentBps"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data9.fixedCents === undefined){
const err37 = {instancePath:instancePath+"/sales/BOLETO",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "fixedCents"},message:"must have required property '"+"fixedCents"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data9.reserveBps === undefined){
const err38 = {instancePath:instancePath+"/sales/BOLETO",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "reserveBps"},message:"must have required property '"+"reserveBps"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key4 in data9){
if(!(((key4 === "percentBps") || (key4 === "fixedCents")) || (key4 === "reserveBps"))){
const err39 = {instancePath:instancePath+"/sales/BOLETO",schemaPath:"#/$defs/SaleFee/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data9.percentBps !== undefined){
let data10 = data9.percentBps;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err40 = {instancePath:instancePath+"/sales/BOLETO/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000 || isNaN(data10)){
const err41 = {instancePath:instancePath+"/sales/BOLETO/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err42 = {instancePath:instancePath+"/sales/BOLETO/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data9.fixedCents !== undefined){
let data11 = data9.fixedCents;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err43 = {instancePath:instancePath+"/sales/BOLETO/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err44 = {instancePath:instancePath+"/sales/BOLETO/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data9.reserveBps !== undefined){
let data12 = data9.reserveBps;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err45 = {instancePath:instancePath+"/sales/BOLETO/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 10000 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/sales/BOLETO/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/sales/BOLETO/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
}
else {
const err48 = {instancePath:instancePath+"/sales/BOLETO",schemaPath:"#/$defs/SaleFee/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data0.PIX !== undefined){
let data13 = data0.PIX;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.percentBps === undefined){
const err49 = {instancePath:instancePath+"/sales/PIX",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "percentBps"},message:"must have required property '"+"percentBps"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data13.fixedCents === undefined){
const err50 = {instancePath:instancePath+"/sales/PIX",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "fixedCents"},message:"must have required property '"+"fixedCents"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data13.reserveBps === undefined){
const err51 = {instancePath:instancePath+"/sales/PIX",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "reserveBps"},message:"must have required property '"+"reserveBps"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key5 in data13){
if(!(((key5 === "percentBps") || (key5 === "fixedCents")) || (key5 === "reserveBps"))){
const err52 = {instancePath:instancePath+"/sales/PIX",schemaPath:"#/$defs/SaleFee/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data13.percentBps !== undefined){
let data14 = data13.percentBps;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err53 = {instancePath:instancePath+"/sales/PIX/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 10000 || isNaN(data14)){
const err54 = {instancePath:instancePath+"/sales/PIX/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err55 = {instancePath:instancePath+"/sales/PIX/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data13.fixedCents !== undefined){
let data15 = data13.fixedCents;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err56 = {instancePath:instancePath+"/sales/PIX/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err57 = {instancePath:instancePath+"/sales/PIX/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data13.reserveBps !== undefined){
let data16 = data13.reserveBps;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err58 = {instancePath:instancePath+"/sales/PIX/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 10000 || isNaN(data16)){
const err59 = {instancePath:instancePath+"/sales/PIX/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err60 = {instancePath:instancePath+"/sales/PIX/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
}
else {
const err61 = {instancePath:instancePath+"/sales/PIX",schemaPath:"#/$defs/SaleFee/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data0.TRANSFER !== undefined){
let data17 = data0.TRANSFER;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.percentBps === undefined){
const err62 = {instancePath:instancePath+"/sales/TRANSFER",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "percentBps"},message:"must have required property '"+"percentBps"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data17.fixedCents === undefined){
const err63 = {instancePath:instancePath+"/sales/TRANSFER",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "fixedCents"},message:"must have required property '"+"fixedCents"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data17.reserveBps === undefined){
const err64 = {instancePath:instancePath+"/sales/TRANSFER",schemaPath:"#/$defs/SaleFee/required",keyword:"required",params:{missingProperty: "reserveBps"},message:"must have required property '"+"reserveBps"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key6 in data17){
if(!(((key6 === "percentBps") || (key6 === "fixedCents")) || (key6 === "reserveBps"))){
const err65 = {instancePath:instancePath+"/sales/TRANSFER",schemaPath:"#/$defs/SaleFee/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data17.percentBps !== undefined){
let data18 = data17.percentBps;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err66 = {instancePath:instancePath+"/sales/TRANSFER/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 10000 || isNaN(data18)){
const err67 = {instancePath:instancePath+"/sales/TRANSFER/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err68 = {instancePath:instancePath+"/sales/TRANSFER/percentBps",schemaPath:"#/$defs/SaleFee/properties/percentBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data17.fixedCents !== undefined){
let data19 = data17.fixedCents;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err69 = {instancePath:instancePath+"/sales/TRANSFER/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err70 = {instancePath:instancePath+"/sales/TRANSFER/fixedCents",schemaPath:"#/$defs/SaleFee/properties/fixedCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data17.reserveBps !== undefined){
let data20 = data17.reserveBps;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err71 = {instancePath:instancePath+"/sales/TRANSFER/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 10000 || isNaN(data20)){
const err72 = {instancePath:instancePath+"/sales/TRANSFER/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err73 = {instancePath:instancePath+"/sales/TRANSFER/reserveBps",schemaPath:"#/$defs/SaleFee/properties/reserveBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
}
else {
const err74 = {instancePath:instancePath+"/sales/TRANSFER",schemaPath:"#/$defs/SaleFee/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/sales",schemaPath:"#/properties/sales/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.installmentSurchargeBps !== undefined){
let data21 = data.installmentSurchargeBps;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err76 = {instancePath:instancePath+"/installmentSurchargeBps",schemaPath:"#/properties/installmentSurchargeBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 10000 || isNaN(data21)){
const err77 = {instancePath:instancePath+"/installmentSurchargeBps",schemaPath:"#/properties/installmentSurchargeBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err78 = {instancePath:instancePath+"/installmentSurchargeBps",schemaPath:"#/properties/installmentSurchargeBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
if(data.cashout !== undefined){
let data22 = data.cashout;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.fixedCents === undefined){
const err79 = {instancePath:instancePath+"/cashout",schemaPath:"#/properties/cashout/required",keyword:"required",params:{missingProperty: "fixedCents"},message:"must have required property '"+"fixedCents"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data22.percentBps === undefined){
const err80 = {instancePath:instancePath+"/cashout",schemaPath:"#/properties/cashout/required",keyword:"required",params:{missingProperty: "percentBps"},message:"must have required property '"+"percentBps"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
for(const key7 in data22){
if(!((key7 === "fixedCents") || (key7 === "percentBps"))){
const err81 = {instancePath:instancePath+"/cashout",schemaPath:"#/properties/cashout/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data22.fixedCents !== undefined){
let data23 = data22.fixedCents;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err82 = {instancePath:instancePath+"/cashout/fixedCents",schemaPath:"#/properties/cashout/properties/fixedCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err83 = {instancePath:instancePath+"/cashout/fixedCents",schemaPath:"#/properties/cashout/properties/fixedCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
if(data22.percentBps !== undefined){
let data24 = data22.percentBps;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err84 = {instancePath:instancePath+"/cashout/percentBps",schemaPath:"#/properties/cashout/properties/percentBps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 10000 || isNaN(data24)){
const err85 = {instancePath:instancePath+"/cashout/percentBps",schemaPath:"#/properties/cashout/properties/percentBps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data24 < 0 || isNaN(data24)){
const err86 = {instancePath:instancePath+"/cashout/percentBps",schemaPath:"#/properties/cashout/properties/percentBps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
}
else {
const err87 = {instancePath:instancePath+"/cashout",schemaPath:"#/properties/cashout/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/store/seller.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate14.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.userId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.legalName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "legalName"},message:"must have required property '"+"legalName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.blocked === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "blocked"},message:"must have required property '"+"blocked"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.invoiceDescriptor === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invoiceDescriptor"},message:"must have required property '"+"invoiceDescriptor"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.commercialName === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "commercialName"},message:"must have required property '"+"commercialName"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.createdAt === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.uploadedDocuments === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uploadedDocuments"},message:"must have required property '"+"uploadedDocuments"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.document === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.permissions === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permissions"},message:"must have required property '"+"permissions"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.details === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.legalRepresentative === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "legalRepresentative"},message:"must have required property '"+"legalRepresentative"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.address === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.defaultRecipient === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaultRecipient"},message:"must have required property '"+"defaultRecipient"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.apiCashoutEnabled === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiCashoutEnabled"},message:"must have required property '"+"apiCashoutEnabled"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.webhook === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook"},message:"must have required property '"+"webhook"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.fees === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fees"},message:"must have required property '"+"fees"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema79.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err18 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err19 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.userId !== undefined){
let data1 = data.userId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err20 = {instancePath:instancePath+"/userId",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err21 = {instancePath:instancePath+"/userId",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.legalName !== undefined){
if(typeof data.legalName !== "string"){
const err22 = {instancePath:instancePath+"/legalName",schemaPath:"#/properties/legalName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.blocked !== undefined){
if(typeof data.blocked !== "boolean"){
const err23 = {instancePath:instancePath+"/blocked",schemaPath:"#/properties/blocked/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.invoiceDescriptor !== undefined){
if(typeof data.invoiceDescriptor !== "string"){
const err24 = {instancePath:instancePath+"/invoiceDescriptor",schemaPath:"#/properties/invoiceDescriptor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.commercialName !== undefined){
let data5 = data.commercialName;
if((typeof data5 !== "string") && (data5 !== null)){
const err25 = {instancePath:instancePath+"/commercialName",schemaPath:"#/properties/commercialName/type",keyword:"type",params:{type: schema79.properties.commercialName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data6 = data.createdAt;
if(typeof data6 === "string"){
if(!(formats0.validate(data6))){
const err26 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.uploadedDocuments !== undefined){
if(typeof data.uploadedDocuments !== "boolean"){
const err28 = {instancePath:instancePath+"/uploadedDocuments",schemaPath:"#/properties/uploadedDocuments/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.document !== undefined){
if(!(validate16(data.document, {instancePath:instancePath+"/document",parentData:data,parentDataProperty:"document",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
}
if(data.permissions !== undefined){
let data9 = data.permissions;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.isCreditCardAvailable === undefined){
const err29 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/required",keyword:"required",params:{missingProperty: "isCreditCardAvailable"},message:"must have required property '"+"isCreditCardAvailable"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data9.isBoletoAvailable === undefined){
const err30 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/required",keyword:"required",params:{missingProperty: "isBoletoAvailable"},message:"must have required property '"+"isBoletoAvailable"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data9.isPixAvailable === undefined){
const err31 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/required",keyword:"required",params:{missingProperty: "isPixAvailable"},message:"must have required property '"+"isPixAvailable"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data9.transferEnabled === undefined){
const err32 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/required",keyword:"required",params:{missingProperty: "transferEnabled"},message:"must have required property '"+"transferEnabled"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data9.anticipationEnabled === undefined){
const err33 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/required",keyword:"required",params:{missingProperty: "anticipationEnabled"},message:"must have required property '"+"anticipationEnabled"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data9.anticipatableVolumePercentage === undefined){
const err34 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/required",keyword:"required",params:{missingProperty: "anticipatableVolumePercentage"},message:"must have required property '"+"anticipatableVolumePercentage"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data9.anticipationPricePercent === undefined){
const err35 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/required",keyword:"required",params:{missingProperty: "anticipationPricePercent"},message:"must have required property '"+"anticipationPricePercent"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data9.minAnticipatableDays === undefined){
const err36 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/required",keyword:"required",params:{missingProperty: "minAnticipatableDays"},message:"must have required property '"+"minAnticipatableDays"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key1 in data9){
if(!((((((((key1 === "isCreditCardAvailable") || (key1 === "isBoletoAvailable")) || (key1 === "isPixAvailable")) || (key1 === "transferEnabled")) || (key1 === "anticipationEnabled")) || (key1 === "anticipatableVolumePercentage")) || (key1 === "anticipationPricePercent")) || (key1 === "minAnticipatableDays"))){
const err37 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data9.isCreditCardAvailable !== undefined){
if(typeof data9.isCreditCardAvailable !== "boolean"){
const err38 = {instancePath:instancePath+"/permissions/isCreditCardAvailable",schemaPath:"#/$defs/PermissionsRecord/properties/isCreditCardAvailable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data9.isBoletoAvailable !== undefined){
if(typeof data9.isBoletoAvailable !== "boolean"){
const err39 = {instancePath:instancePath+"/permissions/isBoletoAvailable",schemaPath:"#/$defs/PermissionsRecord/properties/isBoletoAvailable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data9.isPixAvailable !== undefined){
if(typeof data9.isPixAvailable !== "boolean"){
const err40 = {instancePath:instancePath+"/permissions/isPixAvailable",schemaPath:"#/$defs/PermissionsRecord/properties/isPixAvailable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data9.transferEnabled !== undefined){
if(typeof data9.transferEnabled !== "boolean"){
const err41 = {instancePath:instancePath+"/permissions/transferEnabled",schemaPath:"#/$defs/PermissionsRecord/properties/transferEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data9.anticipationEnabled !== undefined){
if(typeof data9.anticipationEnabled !== "boolean"){
const err42 = {instancePath:instancePath+"/permissions/anticipationEnabled",schemaPath:"#/$defs/PermissionsRecord/properties/anticipationEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data9.anticipatableVolumePercentage !== undefined){
let data15 = data9.anticipatableVolumePercentage;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 100 || isNaN(data15)){
const err43 = {instancePath:instancePath+"/permissions/anticipatableVolumePercentage",schemaPath:"#/$defs/PermissionsRecord/properties/anticipatableVolumePercentage/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err44 = {instancePath:instancePath+"/permissions/anticipatableVolumePercentage",schemaPath:"#/$defs/PermissionsRecord/properties/anticipatableVolumePercentage/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/permissions/anticipatableVolumePercentage",schemaPath:"#/$defs/PermissionsRecord/properties/anticipatableVolumePercentage/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data9.anticipationPricePercent !== undefined){
let data16 = data9.anticipationPricePercent;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err46 = {instancePath:instancePath+"/permissions/anticipationPricePercent",schemaPath:"#/$defs/PermissionsRecord/properties/anticipationPricePercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/permissions/anticipationPricePercent",schemaPath:"#/$defs/PermissionsRecord/properties/anticipationPricePercent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data9.minAnticipatableDays !== undefined){
let data17 = data9.minAnticipatableDays;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err48 = {instancePath:instancePath+"/permissions/minAnticipatableDays",schemaPath:"#/$defs/PermissionsRecord/properties/minAnticipatableDays/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err49 = {instancePath:instancePath+"/permissions/minAnticipatableDays",schemaPath:"#/$defs/PermissionsRecord/properties/minAnticipatableDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
}
else {
const err50 = {instancePath:instancePath+"/permissions",schemaPath:"#/$defs/PermissionsRecord/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.details !== undefined){
let data18 = data.details;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.averageRevenue === undefined){
const err51 = {instancePath:instancePath+"/details",schemaPath:"../seller/seller.response.schema.json#/properties/details/required",keyword:"required",params:{missingProperty: "averageRevenue"},message:"must have required property '"+"averageRevenue"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data18.averageTicket === undefined){
const err52 = {instancePath:instancePath+"/details",schemaPath:"../seller/seller.response.schema.json#/properties/details/required",keyword:"required",params:{missingProperty: "averageTicket"},message:"must have required property '"+"averageTicket"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data18.physicalProducts === undefined){
const err53 = {instancePath:instancePath+"/details",schemaPath:"../seller/seller.response.schema.json#/properties/details/required",keyword:"required",params:{missingProperty: "physicalProducts"},message:"must have required property '"+"physicalProducts"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data18.productsDescription === undefined){
const err54 = {instancePath:instancePath+"/details",schemaPath:"../seller/seller.response.schema.json#/properties/details/required",keyword:"required",params:{missingProperty: "productsDescription"},message:"must have required property '"+"productsDescription"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data18.siteUrl === undefined){
const err55 = {instancePath:instancePath+"/details",schemaPath:"../seller/seller.response.schema.json#/properties/details/required",keyword:"required",params:{missingProperty: "siteUrl"},message:"must have required property '"+"siteUrl"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data18.phone === undefined){
const err56 = {instancePath:instancePath+"/details",schemaPath:"../seller/seller.response.schema.json#/properties/details/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data18.email === undefined){
const err57 = {instancePath:instancePath+"/details",schemaPath:"../seller/seller.response.schema.json#/properties/details/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key2 in data18){
if(!(((((((key2 === "averageRevenue") || (key2 === "averageTicket")) || (key2 === "physicalProducts")) || (key2 === "productsDescription")) || (key2 === "siteUrl")) || (key2 === "phone")) || (key2 === "email"))){
const err58 = {instancePath:instancePath+"/details",schemaPath:"../seller/seller.response.schema.json#/properties/details/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data18.averageRevenue !== undefined){
let data19 = data18.averageRevenue;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err59 = {instancePath:instancePath+"/details/averageRevenue",schemaPath:"../seller/seller.response.schema.json#/properties/details/properties/averageRevenue/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data18.averageTicket !== undefined){
let data20 = data18.averageTicket;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err60 = {instancePath:instancePath+"/details/averageTicket",schemaPath:"../seller/seller.response.schema.json#/properties/details/properties/averageTicket/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data18.physicalProducts !== undefined){
if(typeof data18.physicalProducts !== "boolean"){
const err61 = {instancePath:instancePath+"/details/physicalProducts",schemaPath:"../seller/seller.response.schema.json#/properties/details/properties/physicalProducts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data18.productsDescription !== undefined){
let data22 = data18.productsDescription;
if((typeof data22 !== "string") && (data22 !== null)){
const err62 = {instancePath:instancePath+"/details/productsDescription",schemaPath:"../seller/seller.response.schema.json#/properties/details/properties/productsDescription/type",keyword:"type",params:{type: schema107.properties.productsDescription.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data18.siteUrl !== undefined){
let data23 = data18.siteUrl;
if((typeof data23 !== "string") && (data23 !== null)){
const err63 = {instancePath:instancePath+"/details/siteUrl",schemaPath:"../seller/seller.response.schema.json#/properties/details/properties/siteUrl/type",keyword:"type",params:{type: schema107.properties.siteUrl.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data18.phone !== undefined){
let data24 = data18.phone;
if((typeof data24 !== "string") && (data24 !== null)){
const err64 = {instancePath:instancePath+"/details/phone",schemaPath:"../seller/seller.response.schema.json#/properties/details/properties/phone/type",keyword:"type",params:{type: schema107.properties.phone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data18.email !== undefined){
let data25 = data18.email;
if((typeof data25 !== "string") && (data25 !== null)){
const err65 = {instancePath:instancePath+"/details/email",schemaPath:"../seller/seller.response.schema.json#/properties/details/properties/email/type",keyword:"type",params:{type: schema107.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/details",schemaPath:"../seller/seller.response.schema.json#/properties/details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.legalRepresentative !== undefined){
let data26 = data.legalRepresentative;
const _errs62 = errors;
let valid9 = false;
let passing0 = null;
const _errs63 = errors;
if(data26 !== null){
const err67 = {instancePath:instancePath+"/legalRepresentative",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid0 = _errs63 === errors;
if(_valid0){
valid9 = true;
passing0 = 0;
}
const _errs65 = errors;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.name === undefined){
const err68 = {instancePath:instancePath+"/legalRepresentative",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data26.document === undefined){
const err69 = {instancePath:instancePath+"/legalRepresentative",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data26.email === undefined){
const err70 = {instancePath:instancePath+"/legalRepresentative",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data26.phone === undefined){
const err71 = {instancePath:instancePath+"/legalRepresentative",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data26.birthDate === undefined){
const err72 = {instancePath:instancePath+"/legalRepresentative",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/required",keyword:"required",params:{missingProperty: "birthDate"},message:"must have required property '"+"birthDate"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key3 in data26){
if(!(((((key3 === "name") || (key3 === "document")) || (key3 === "email")) || (key3 === "phone")) || (key3 === "birthDate"))){
const err73 = {instancePath:instancePath+"/legalRepresentative",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data26.name !== undefined){
if(typeof data26.name !== "string"){
const err74 = {instancePath:instancePath+"/legalRepresentative/name",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data26.document !== undefined){
if(typeof data26.document !== "string"){
const err75 = {instancePath:instancePath+"/legalRepresentative/document",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/properties/document/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data26.email !== undefined){
if(typeof data26.email !== "string"){
const err76 = {instancePath:instancePath+"/legalRepresentative/email",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data26.phone !== undefined){
if(typeof data26.phone !== "string"){
const err77 = {instancePath:instancePath+"/legalRepresentative/phone",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data26.birthDate !== undefined){
let data31 = data26.birthDate;
if(typeof data31 === "string"){
if(!(formats32.validate(data31))){
const err78 = {instancePath:instancePath+"/legalRepresentative/birthDate",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/properties/birthDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/legalRepresentative/birthDate",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/properties/birthDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/legalRepresentative",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid0 = _errs65 === errors;
if(_valid0 && valid9){
valid9 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid9 = true;
passing0 = 1;
}
}
if(!valid9){
const err81 = {instancePath:instancePath+"/legalRepresentative",schemaPath:"../seller/seller.response.schema.json#/properties/legalRepresentative/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
if(data.address !== undefined){
let data32 = data.address;
const _errs80 = errors;
let valid12 = false;
let passing1 = null;
const _errs81 = errors;
if(data32 !== null){
const err82 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid1 = _errs81 === errors;
if(_valid1){
valid12 = true;
passing1 = 0;
}
const _errs83 = errors;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.street === undefined){
const err83 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data32.streetNumber === undefined){
const err84 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/required",keyword:"required",params:{missingProperty: "streetNumber"},message:"must have required property '"+"streetNumber"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data32.zipCode === undefined){
const err85 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data32.neighborhood === undefined){
const err86 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/required",keyword:"required",params:{missingProperty: "neighborhood"},message:"must have required property '"+"neighborhood"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data32.city === undefined){
const err87 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data32.state === undefined){
const err88 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data32.country === undefined){
const err89 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
for(const key4 in data32){
if(!(((((((key4 === "street") || (key4 === "streetNumber")) || (key4 === "zipCode")) || (key4 === "neighborhood")) || (key4 === "city")) || (key4 === "state")) || (key4 === "country"))){
const err90 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data32.street !== undefined){
if(typeof data32.street !== "string"){
const err91 = {instancePath:instancePath+"/address/street",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data32.streetNumber !== undefined){
if(typeof data32.streetNumber !== "string"){
const err92 = {instancePath:instancePath+"/address/streetNumber",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/properties/streetNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data32.zipCode !== undefined){
if(typeof data32.zipCode !== "string"){
const err93 = {instancePath:instancePath+"/address/zipCode",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data32.neighborhood !== undefined){
if(typeof data32.neighborhood !== "string"){
const err94 = {instancePath:instancePath+"/address/neighborhood",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/properties/neighborhood/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data32.city !== undefined){
if(typeof data32.city !== "string"){
const err95 = {instancePath:instancePath+"/address/city",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data32.state !== undefined){
if(typeof data32.state !== "string"){
const err96 = {instancePath:instancePath+"/address/state",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data32.country !== undefined){
if(typeof data32.country !== "string"){
const err97 = {instancePath:instancePath+"/address/country",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid1 = _errs83 === errors;
if(_valid1 && valid12){
valid12 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid12 = true;
passing1 = 1;
}
}
if(!valid12){
const err99 = {instancePath:instancePath+"/address",schemaPath:"../seller/seller.response.schema.json#/properties/address/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
}
}
if(data.defaultRecipient !== undefined){
let data40 = data.defaultRecipient;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.id === undefined){
const err100 = {instancePath:instancePath+"/defaultRecipient",schemaPath:"#/properties/defaultRecipient/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data40.transferSettings === undefined){
const err101 = {instancePath:instancePath+"/defaultRecipient",schemaPath:"#/properties/defaultRecipient/required",keyword:"required",params:{missingProperty: "transferSettings"},message:"must have required property '"+"transferSettings"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
for(const key5 in data40){
if(!((key5 === "id") || (key5 === "transferSettings"))){
const err102 = {instancePath:instancePath+"/defaultRecipient",schemaPath:"#/properties/defaultRecipient/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data40.id !== undefined){
let data41 = data40.id;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err103 = {instancePath:instancePath+"/defaultRecipient/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 1 || isNaN(data41)){
const err104 = {instancePath:instancePath+"/defaultRecipient/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
if(data40.transferSettings !== undefined){
let data42 = data40.transferSettings;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.transferInterval === undefined){
const err105 = {instancePath:instancePath+"/defaultRecipient/transferSettings",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/required",keyword:"required",params:{missingProperty: "transferInterval"},message:"must have required property '"+"transferInterval"+"'"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data42.transferDay === undefined){
const err106 = {instancePath:instancePath+"/defaultRecipient/transferSettings",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/required",keyword:"required",params:{missingProperty: "transferDay"},message:"must have required property '"+"transferDay"+"'"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data42.automaticAnticipationEnabled === undefined){
const err107 = {instancePath:instancePath+"/defaultRecipient/transferSettings",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/required",keyword:"required",params:{missingProperty: "automaticAnticipationEnabled"},message:"must have required property '"+"automaticAnticipationEnabled"+"'"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
for(const key6 in data42){
if(!(((key6 === "transferInterval") || (key6 === "transferDay")) || (key6 === "automaticAnticipationEnabled"))){
const err108 = {instancePath:instancePath+"/defaultRecipient/transferSettings",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data42.transferInterval !== undefined){
let data43 = data42.transferInterval;
if(typeof data43 !== "string"){
const err109 = {instancePath:instancePath+"/defaultRecipient/transferSettings/transferInterval",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/properties/transferInterval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(!(((data43 === "daily") || (data43 === "weekly")) || (data43 === "monthly"))){
const err110 = {instancePath:instancePath+"/defaultRecipient/transferSettings/transferInterval",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/properties/transferInterval/enum",keyword:"enum",params:{allowedValues: schema79.properties.defaultRecipient.properties.transferSettings.properties.transferInterval.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data42.transferDay !== undefined){
let data44 = data42.transferDay;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err111 = {instancePath:instancePath+"/defaultRecipient/transferSettings/transferDay",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/properties/transferDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 > 31 || isNaN(data44)){
const err112 = {instancePath:instancePath+"/defaultRecipient/transferSettings/transferDay",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/properties/transferDay/maximum",keyword:"maximum",params:{comparison: "<=", limit: 31},message:"must be <= 31"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data44 < 0 || isNaN(data44)){
const err113 = {instancePath:instancePath+"/defaultRecipient/transferSettings/transferDay",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/properties/transferDay/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
if(data42.automaticAnticipationEnabled !== undefined){
if(typeof data42.automaticAnticipationEnabled !== "boolean"){
const err114 = {instancePath:instancePath+"/defaultRecipient/transferSettings/automaticAnticipationEnabled",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/properties/automaticAnticipationEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath:instancePath+"/defaultRecipient/transferSettings",schemaPath:"#/properties/defaultRecipient/properties/transferSettings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
else {
const err116 = {instancePath:instancePath+"/defaultRecipient",schemaPath:"#/properties/defaultRecipient/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data.apiCashoutEnabled !== undefined){
if(typeof data.apiCashoutEnabled !== "boolean"){
const err117 = {instancePath:instancePath+"/apiCashoutEnabled",schemaPath:"#/properties/apiCashoutEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data.webhook !== undefined){
if(!(validate18(data.webhook, {instancePath:instancePath+"/webhook",parentData:data,parentDataProperty:"webhook",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
}
if(data.fees !== undefined){
if(!(validate20(data.fees, {instancePath:instancePath+"/fees",parentData:data,parentDataProperty:"fees",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
}
}
else {
const err118 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}
validate14.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storeSubscription = validate22;
const schema119 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/store/subscription.schema.json","title":"SubscriptionRecord","description":"A subscription as stored. Amounts are integer cents. totalBillings, successfulBillings, failedBillings and lastPaymentStatus are not stored: they come from the sales its charges created. `nextBillingDate` is the next charge attempt (a retry while PAST_DUE); `pastDueSince` is the billing date left unpaid.","type":"object","required":["id","sellerId","status","billingCycle","amountCents","paymentMethod","customer","product","card","metadata","createdAt","startedAt","updatedAt","trialEndsAt","nextBillingDate","billingAnchorDay","pausedAt","resumedAt","cancelledAt","cancellationReason","cancelAtPeriodEnd","pastDueSince","retryCount","lastPaymentDate","lastSaleId","chargesWithoutSale"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"sellerId":{"$ref":"../common.schema.json#/$defs/Id"},"status":{"$ref":"#/$defs/SubscriptionStatus"},"billingCycle":{"$ref":"#/$defs/BillingCycle"},"amountCents":{"type":"integer","minimum":1},"paymentMethod":{"$ref":"#/$defs/SubscriptionPaymentMethod"},"customer":{"title":"SubscriptionCustomer","type":"object","required":["name","email","document","phone"],"properties":{"name":{"type":"string"},"email":{"type":"string"},"document":{"type":["string","null"]},"phone":{"type":["string","null"]}},"additionalProperties":false},"product":{"$ref":"#/$defs/SubscriptionProduct"},"card":{"description":"The card on file of a CREDIT_CARD subscription (never a full number); null for PIX","oneOf":[{"type":"null"},{"$ref":"#/$defs/SubscriptionCard"}]},"metadata":{"$ref":"../common.schema.json#/$defs/FreeObject"},"createdAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"startedAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"updatedAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"trialEndsAt":{"$ref":"../common.schema.json#/$defs/NullableIsoDateTime"},"nextBillingDate":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"billingAnchorDay":{"description":"Day of the month (UTC) that month-based cycles bill on; a shorter month bills on its last day","type":"integer","minimum":1,"maximum":31},"pausedAt":{"$ref":"../common.schema.json#/$defs/NullableIsoDateTime"},"resumedAt":{"$ref":"../common.schema.json#/$defs/NullableIsoDateTime"},"cancelledAt":{"$ref":"../common.schema.json#/$defs/NullableIsoDateTime"},"cancellationReason":{"type":["string","null"]},"cancelAtPeriodEnd":{"type":"boolean"},"pastDueSince":{"$ref":"../common.schema.json#/$defs/NullableIsoDateTime"},"retryCount":{"description":"Charge retries made since the subscription went PAST_DUE","type":"integer","minimum":0},"lastPaymentDate":{"$ref":"../common.schema.json#/$defs/NullableIsoDateTime"},"lastSaleId":{"description":"The sale of the last charge; null before the first charge or when the last charge could not create a sale","oneOf":[{"type":"null"},{"$ref":"../common.schema.json#/$defs/Id"}]},"chargesWithoutSale":{"description":"Charges the sales module refused outright (no sale exists for them): failed billings. The other billing counters are derived from the subscription's sales","type":"integer","minimum":0}},"additionalProperties":false,"$defs":{"SubscriptionStatus":{"title":"SubscriptionStatus","type":"string","enum":["PENDING","ACTIVE","TRIALING","PAUSED","CANCELLED","PAST_DUE","EXPIRED"]},"BillingCycle":{"title":"BillingCycle","type":"string","enum":["WEEKLY","BIWEEKLY","MONTHLY","BIMONTHLY","QUARTERLY","SEMIANNUALLY","YEARLY"]},"SubscriptionPaymentMethod":{"title":"SubscriptionPaymentMethod","type":"string","enum":["PIX","CREDIT_CARD"]},"SubscriptionProduct":{"title":"SubscriptionProduct","type":"object","required":["id","name"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"name":{"type":"string"}},"additionalProperties":false},"SubscriptionCard":{"title":"SubscriptionCard","type":"object","required":["brand","last4","outcome"],"properties":{"brand":{"type":"string","enum":["visa","mastercard","elo","amex","hipercard"]},"last4":{"type":"string","pattern":"^\\d{4}$"},"outcome":{"$ref":"#/$defs/SubscriptionCardOutcome"}},"additionalProperties":false},"SubscriptionCardOutcome":{"title":"SubscriptionCardOutcome","description":"Test-card behaviour: the status every charge on this card gives its sale (PAGO approves; RECUSADO, a decline, and FALHA, a processing error, both fail the charge)","type":"string","enum":["PAGO","RECUSADO","FALHA"]}}};
const schema122 = {"title":"SubscriptionStatus","type":"string","enum":["PENDING","ACTIVE","TRIALING","PAUSED","CANCELLED","PAST_DUE","EXPIRED"]};
const schema123 = {"title":"BillingCycle","type":"string","enum":["WEEKLY","BIWEEKLY","MONTHLY","BIMONTHLY","QUARTERLY","SEMIANNUALLY","YEARLY"]};
const schema124 = {"title":"SubscriptionPaymentMethod","type":"string","enum":["PIX","CREDIT_CARD"]};
const schema129 = {"title":"FreeObject","type":"object"};
const schema125 = {"title":"SubscriptionProduct","type":"object","required":["id","name"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"name":{"type":"string"}},"additionalProperties":false};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "id") || (key0 === "name"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema127 = {"title":"SubscriptionCard","type":"object","required":["brand","last4","outcome"],"properties":{"brand":{"type":"string","enum":["visa","mastercard","elo","amex","hipercard"]},"last4":{"type":"string","pattern":"^\\d{4}$"},"outcome":{"$ref":"#/$defs/SubscriptionCardOutcome"}},"additionalProperties":false};
const schema128 = {"title":"SubscriptionCardOutcome","description":"Test-card behaviour: the status every charge on this card gives its sale (PAGO approves; RECUSADO, a decline, and FALHA, a processing error, both fail the charge)","type":"string","enum":["PAGO","RECUSADO","FALHA"]};
const pattern14 = new RegExp("^\\d{4}$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.brand === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "brand"},message:"must have required property '"+"brand"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.last4 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last4"},message:"must have required property '"+"last4"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.outcome === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "brand") || (key0 === "last4")) || (key0 === "outcome"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.brand !== undefined){
let data0 = data.brand;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/brand",schemaPath:"#/properties/brand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((data0 === "visa") || (data0 === "mastercard")) || (data0 === "elo")) || (data0 === "amex")) || (data0 === "hipercard"))){
const err5 = {instancePath:instancePath+"/brand",schemaPath:"#/properties/brand/enum",keyword:"enum",params:{allowedValues: schema127.properties.brand.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.last4 !== undefined){
let data1 = data.last4;
if(typeof data1 === "string"){
if(!pattern14.test(data1)){
const err6 = {instancePath:instancePath+"/last4",schemaPath:"#/properties/last4/pattern",keyword:"pattern",params:{pattern: "^\\d{4}$"},message:"must match pattern \""+"^\\d{4}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/last4",schemaPath:"#/properties/last4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.outcome !== undefined){
let data2 = data.outcome;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/outcome",schemaPath:"#/$defs/SubscriptionCardOutcome/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data2 === "PAGO") || (data2 === "RECUSADO")) || (data2 === "FALHA"))){
const err9 = {instancePath:instancePath+"/outcome",schemaPath:"#/$defs/SubscriptionCardOutcome/enum",keyword:"enum",params:{allowedValues: schema128.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/store/subscription.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sellerId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sellerId"},message:"must have required property '"+"sellerId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.billingCycle === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "billingCycle"},message:"must have required property '"+"billingCycle"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.amountCents === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amountCents"},message:"must have required property '"+"amountCents"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.paymentMethod === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentMethod"},message:"must have required property '"+"paymentMethod"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.customer === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customer"},message:"must have required property '"+"customer"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.product === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.card === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "card"},message:"must have required property '"+"card"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.metadata === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metadata"},message:"must have required property '"+"metadata"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.createdAt === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.startedAt === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.updatedAt === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.trialEndsAt === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "trialEndsAt"},message:"must have required property '"+"trialEndsAt"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.nextBillingDate === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nextBillingDate"},message:"must have required property '"+"nextBillingDate"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.billingAnchorDay === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "billingAnchorDay"},message:"must have required property '"+"billingAnchorDay"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.pausedAt === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pausedAt"},message:"must have required property '"+"pausedAt"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.resumedAt === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resumedAt"},message:"must have required property '"+"resumedAt"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.cancelledAt === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cancelledAt"},message:"must have required property '"+"cancelledAt"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.cancellationReason === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cancellationReason"},message:"must have required property '"+"cancellationReason"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.cancelAtPeriodEnd === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cancelAtPeriodEnd"},message:"must have required property '"+"cancelAtPeriodEnd"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.pastDueSince === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pastDueSince"},message:"must have required property '"+"pastDueSince"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.retryCount === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "retryCount"},message:"must have required property '"+"retryCount"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.lastPaymentDate === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastPaymentDate"},message:"must have required property '"+"lastPaymentDate"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.lastSaleId === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastSaleId"},message:"must have required property '"+"lastSaleId"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.chargesWithoutSale === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "chargesWithoutSale"},message:"must have required property '"+"chargesWithoutSale"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema119.properties, key0))){
const err26 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err27 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err28 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.sellerId !== undefined){
let data1 = data.sellerId;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err29 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err30 = {instancePath:instancePath+"/sellerId",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err31 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/SubscriptionStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(((((((data2 === "PENDING") || (data2 === "ACTIVE")) || (data2 === "TRIALING")) || (data2 === "PAUSED")) || (data2 === "CANCELLED")) || (data2 === "PAST_DUE")) || (data2 === "EXPIRED"))){
const err32 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/SubscriptionStatus/enum",keyword:"enum",params:{allowedValues: schema122.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.billingCycle !== undefined){
let data3 = data.billingCycle;
if(typeof data3 !== "string"){
const err33 = {instancePath:instancePath+"/billingCycle",schemaPath:"#/$defs/BillingCycle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(((((((data3 === "WEEKLY") || (data3 === "BIWEEKLY")) || (data3 === "MONTHLY")) || (data3 === "BIMONTHLY")) || (data3 === "QUARTERLY")) || (data3 === "SEMIANNUALLY")) || (data3 === "YEARLY"))){
const err34 = {instancePath:instancePath+"/billingCycle",schemaPath:"#/$defs/BillingCycle/enum",keyword:"enum",params:{allowedValues: schema123.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.amountCents !== undefined){
let data4 = data.amountCents;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err35 = {instancePath:instancePath+"/amountCents",schemaPath:"#/properties/amountCents/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err36 = {instancePath:instancePath+"/amountCents",schemaPath:"#/properties/amountCents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data.paymentMethod !== undefined){
let data5 = data.paymentMethod;
if(typeof data5 !== "string"){
const err37 = {instancePath:instancePath+"/paymentMethod",schemaPath:"#/$defs/SubscriptionPaymentMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((data5 === "PIX") || (data5 === "CREDIT_CARD"))){
const err38 = {instancePath:instancePath+"/paymentMethod",schemaPath:"#/$defs/SubscriptionPaymentMethod/enum",keyword:"enum",params:{allowedValues: schema124.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.customer !== undefined){
let data6 = data.customer;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.name === undefined){
const err39 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data6.email === undefined){
const err40 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data6.document === undefined){
const err41 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data6.phone === undefined){
const err42 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key1 in data6){
if(!((((key1 === "name") || (key1 === "email")) || (key1 === "document")) || (key1 === "phone"))){
const err43 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err44 = {instancePath:instancePath+"/customer/name",schemaPath:"#/properties/customer/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data6.email !== undefined){
if(typeof data6.email !== "string"){
const err45 = {instancePath:instancePath+"/customer/email",schemaPath:"#/properties/customer/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data6.document !== undefined){
let data9 = data6.document;
if((typeof data9 !== "string") && (data9 !== null)){
const err46 = {instancePath:instancePath+"/customer/document",schemaPath:"#/properties/customer/properties/document/type",keyword:"type",params:{type: schema119.properties.customer.properties.document.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data6.phone !== undefined){
let data10 = data6.phone;
if((typeof data10 !== "string") && (data10 !== null)){
const err47 = {instancePath:instancePath+"/customer/phone",schemaPath:"#/properties/customer/properties/phone/type",keyword:"type",params:{type: schema119.properties.customer.properties.phone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/customer",schemaPath:"#/properties/customer/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.product !== undefined){
if(!(validate23(data.product, {instancePath:instancePath+"/product",parentData:data,parentDataProperty:"product",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.card !== undefined){
let data12 = data.card;
const _errs32 = errors;
let valid7 = false;
let passing0 = null;
const _errs33 = errors;
if(data12 !== null){
const err49 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid0 = _errs33 === errors;
if(_valid0){
valid7 = true;
passing0 = 0;
}
const _errs35 = errors;
if(!(validate25(data12, {instancePath:instancePath+"/card",parentData:data,parentDataProperty:"card",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var _valid0 = _errs35 === errors;
if(_valid0 && valid7){
valid7 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid7 = true;
passing0 = 1;
}
}
if(!valid7){
const err50 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data.metadata !== undefined){
let data13 = data.metadata;
if(!(data13 && typeof data13 == "object" && !Array.isArray(data13))){
const err51 = {instancePath:instancePath+"/metadata",schemaPath:"../common.schema.json#/$defs/FreeObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data14 = data.createdAt;
if(typeof data14 === "string"){
if(!(formats0.validate(data14))){
const err52 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data15 = data.startedAt;
if(typeof data15 === "string"){
if(!(formats0.validate(data15))){
const err54 = {instancePath:instancePath+"/startedAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/startedAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data16 = data.updatedAt;
if(typeof data16 === "string"){
if(!(formats0.validate(data16))){
const err56 = {instancePath:instancePath+"/updatedAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/updatedAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.trialEndsAt !== undefined){
let data17 = data.trialEndsAt;
if((typeof data17 !== "string") && (data17 !== null)){
const err58 = {instancePath:instancePath+"/trialEndsAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(typeof data17 === "string"){
if(!(formats0.validate(data17))){
const err59 = {instancePath:instancePath+"/trialEndsAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data.nextBillingDate !== undefined){
let data18 = data.nextBillingDate;
if(typeof data18 === "string"){
if(!(formats0.validate(data18))){
const err60 = {instancePath:instancePath+"/nextBillingDate",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/nextBillingDate",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.billingAnchorDay !== undefined){
let data19 = data.billingAnchorDay;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err62 = {instancePath:instancePath+"/billingAnchorDay",schemaPath:"#/properties/billingAnchorDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 31 || isNaN(data19)){
const err63 = {instancePath:instancePath+"/billingAnchorDay",schemaPath:"#/properties/billingAnchorDay/maximum",keyword:"maximum",params:{comparison: "<=", limit: 31},message:"must be <= 31"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err64 = {instancePath:instancePath+"/billingAnchorDay",schemaPath:"#/properties/billingAnchorDay/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data.pausedAt !== undefined){
let data20 = data.pausedAt;
if((typeof data20 !== "string") && (data20 !== null)){
const err65 = {instancePath:instancePath+"/pausedAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(typeof data20 === "string"){
if(!(formats0.validate(data20))){
const err66 = {instancePath:instancePath+"/pausedAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
if(data.resumedAt !== undefined){
let data21 = data.resumedAt;
if((typeof data21 !== "string") && (data21 !== null)){
const err67 = {instancePath:instancePath+"/resumedAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(typeof data21 === "string"){
if(!(formats0.validate(data21))){
const err68 = {instancePath:instancePath+"/resumedAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data.cancelledAt !== undefined){
let data22 = data.cancelledAt;
if((typeof data22 !== "string") && (data22 !== null)){
const err69 = {instancePath:instancePath+"/cancelledAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(typeof data22 === "string"){
if(!(formats0.validate(data22))){
const err70 = {instancePath:instancePath+"/cancelledAt",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data.cancellationReason !== undefined){
let data23 = data.cancellationReason;
if((typeof data23 !== "string") && (data23 !== null)){
const err71 = {instancePath:instancePath+"/cancellationReason",schemaPath:"#/properties/cancellationReason/type",keyword:"type",params:{type: schema119.properties.cancellationReason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.cancelAtPeriodEnd !== undefined){
if(typeof data.cancelAtPeriodEnd !== "boolean"){
const err72 = {instancePath:instancePath+"/cancelAtPeriodEnd",schemaPath:"#/properties/cancelAtPeriodEnd/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.pastDueSince !== undefined){
let data25 = data.pastDueSince;
if((typeof data25 !== "string") && (data25 !== null)){
const err73 = {instancePath:instancePath+"/pastDueSince",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(typeof data25 === "string"){
if(!(formats0.validate(data25))){
const err74 = {instancePath:instancePath+"/pastDueSince",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
if(data.retryCount !== undefined){
let data26 = data.retryCount;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err75 = {instancePath:instancePath+"/retryCount",schemaPath:"#/properties/retryCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err76 = {instancePath:instancePath+"/retryCount",schemaPath:"#/properties/retryCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data.lastPaymentDate !== undefined){
let data27 = data.lastPaymentDate;
if((typeof data27 !== "string") && (data27 !== null)){
const err77 = {instancePath:instancePath+"/lastPaymentDate",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/type",keyword:"type",params:{type: schema19.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(typeof data27 === "string"){
if(!(formats0.validate(data27))){
const err78 = {instancePath:instancePath+"/lastPaymentDate",schemaPath:"../common.schema.json#/$defs/NullableIsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
if(data.lastSaleId !== undefined){
let data28 = data.lastSaleId;
const _errs78 = errors;
let valid19 = false;
let passing1 = null;
const _errs79 = errors;
if(data28 !== null){
const err79 = {instancePath:instancePath+"/lastSaleId",schemaPath:"#/properties/lastSaleId/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid1 = _errs79 === errors;
if(_valid1){
valid19 = true;
passing1 = 0;
}
const _errs81 = errors;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err80 = {instancePath:instancePath+"/lastSaleId",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 1 || isNaN(data28)){
const err81 = {instancePath:instancePath+"/lastSaleId",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
var _valid1 = _errs81 === errors;
if(_valid1 && valid19){
valid19 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid19 = true;
passing1 = 1;
}
}
if(!valid19){
const err82 = {instancePath:instancePath+"/lastSaleId",schemaPath:"#/properties/lastSaleId/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
}
if(data.chargesWithoutSale !== undefined){
let data29 = data.chargesWithoutSale;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err83 = {instancePath:instancePath+"/chargesWithoutSale",schemaPath:"#/properties/chargesWithoutSale/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err84 = {instancePath:instancePath+"/chargesWithoutSale",schemaPath:"#/properties/chargesWithoutSale/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
}
else {
const err85 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const storeUser = validate27;
const schema141 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://gateway-sandbox.local/schemas/store/user.schema.json","title":"UserRecord","description":"A user of the gateway with its API key pair. The private key is kept only as a SHA-256 hash.","type":"object","required":["id","email","name","phone","isEmailVerified","isPhoneVerified","isAdmin","isMaster","createdAt","publicKey","privateKeyHash","webhookSecret"],"properties":{"id":{"$ref":"../common.schema.json#/$defs/Id"},"email":{"type":"string"},"name":{"type":"string"},"phone":{"type":"string"},"isEmailVerified":{"type":"boolean"},"isPhoneVerified":{"type":"boolean"},"isAdmin":{"type":"boolean"},"isMaster":{"type":"boolean"},"createdAt":{"$ref":"../common.schema.json#/$defs/IsoDateTime"},"publicKey":{"type":"string","pattern":"^pk_[A-Za-z0-9_-]{8,128}$"},"privateKeyHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"webhookSecret":{"type":"string","minLength":16}},"additionalProperties":false};
const pattern15 = new RegExp("^pk_[A-Za-z0-9_-]{8,128}$", "u");
const pattern16 = new RegExp("^[0-9a-f]{64}$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://gateway-sandbox.local/schemas/store/user.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.phone === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.isEmailVerified === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isEmailVerified"},message:"must have required property '"+"isEmailVerified"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.isPhoneVerified === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isPhoneVerified"},message:"must have required property '"+"isPhoneVerified"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.isAdmin === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isAdmin"},message:"must have required property '"+"isAdmin"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.isMaster === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isMaster"},message:"must have required property '"+"isMaster"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.createdAt === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.publicKey === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "publicKey"},message:"must have required property '"+"publicKey"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.privateKeyHash === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "privateKeyHash"},message:"must have required property '"+"privateKeyHash"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.webhookSecret === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhookSecret"},message:"must have required property '"+"webhookSecret"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema141.properties, key0))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err13 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err14 = {instancePath:instancePath+"/id",schemaPath:"../common.schema.json#/$defs/Id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err16 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.phone !== undefined){
if(typeof data.phone !== "string"){
const err17 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.isEmailVerified !== undefined){
if(typeof data.isEmailVerified !== "boolean"){
const err18 = {instancePath:instancePath+"/isEmailVerified",schemaPath:"#/properties/isEmailVerified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.isPhoneVerified !== undefined){
if(typeof data.isPhoneVerified !== "boolean"){
const err19 = {instancePath:instancePath+"/isPhoneVerified",schemaPath:"#/properties/isPhoneVerified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.isAdmin !== undefined){
if(typeof data.isAdmin !== "boolean"){
const err20 = {instancePath:instancePath+"/isAdmin",schemaPath:"#/properties/isAdmin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.isMaster !== undefined){
if(typeof data.isMaster !== "boolean"){
const err21 = {instancePath:instancePath+"/isMaster",schemaPath:"#/properties/isMaster/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data8 = data.createdAt;
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err22 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/createdAt",schemaPath:"../common.schema.json#/$defs/IsoDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.publicKey !== undefined){
let data9 = data.publicKey;
if(typeof data9 === "string"){
if(!pattern15.test(data9)){
const err24 = {instancePath:instancePath+"/publicKey",schemaPath:"#/properties/publicKey/pattern",keyword:"pattern",params:{pattern: "^pk_[A-Za-z0-9_-]{8,128}$"},message:"must match pattern \""+"^pk_[A-Za-z0-9_-]{8,128}$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/publicKey",schemaPath:"#/properties/publicKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.privateKeyHash !== undefined){
let data10 = data.privateKeyHash;
if(typeof data10 === "string"){
if(!pattern16.test(data10)){
const err26 = {instancePath:instancePath+"/privateKeyHash",schemaPath:"#/properties/privateKeyHash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/privateKeyHash",schemaPath:"#/properties/privateKeyHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.webhookSecret !== undefined){
let data11 = data.webhookSecret;
if(typeof data11 === "string"){
if(func1(data11) < 16){
const err28 = {instancePath:instancePath+"/webhookSecret",schemaPath:"#/properties/webhookSecret/minLength",keyword:"minLength",params:{limit: 16},message:"must NOT have fewer than 16 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/webhookSecret",schemaPath:"#/properties/webhookSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/** Each store schema's validator, by its name under schemas/ (as SchemaRegistry names them). */
export const STORE_VALIDATORS: Record<string, ValidateFunction> = {
  'store/cashout.schema.json': storeCashout,
  'store/delivery.schema.json': storeDelivery,
  'store/ledger-entry.schema.json': storeLedgerEntry,
  'store/meta.schema.json': storeMeta,
  'store/sale.schema.json': storeSale,
  'store/seller.schema.json': storeSeller,
  'store/subscription.schema.json': storeSubscription,
  'store/user.schema.json': storeUser,
};
