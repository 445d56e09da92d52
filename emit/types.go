package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

const kernelsPath = "github.com/pygo-lang/pygo/kernels"

// goType returns the Go type for a pygo type: scalars map to the Go type of the same width,
// homogeneous tuples to arrays and other tuples to structs with fields V0, V1, ...
func goType(t typer.Type) *jen.Statement {
	switch t := t.(type) {
	case *typer.Basic:
		return jen.Id(t.String())
	case *typer.Datetime:
		return datetimeGoType(t)
	case *typer.Array:
		return arrayType(t)
	case *typer.Record:
		return jen.Qual(kernelsPath, "Record")
	case *typer.RecordArray:
		return recordsGoType(t)
	case *typer.List:
		return jen.Op("*").Index().Add(goType(t.Elem))
	case *typer.Dict:
		return dictGoType(t)
	case *typer.DictView:
		return dictGoType(t.Dict)
	case *typer.LitDict:
		return goType(t.Values)
	case *typer.LitList:
		return goType(t.Items)
	case *typer.Set:
		return setGoType(t)
	case typer.StrType, typer.BytesType:
		return jen.String()
	case typer.ExcValue:
		return jen.Qual(kernelsPath, "PyException")
	case *typer.Tuple:
		if t.Class != nil {
			return namedType(t)
		}
		if u := t.Uniform(); u != nil {
			return jen.Index(jen.Lit(len(t.Elems))).Add(goType(u))
		}
		fields := make([]jen.Code, len(t.Elems))
		for i, e := range t.Elems {
			fields[i] = jen.Id(field(i)).Add(goType(e))
		}
		return jen.Struct(fields...)
	case *typer.Optional:
		if ptrOptional(t) {
			return goType(t.Elem) // nil for None
		}
		return jen.Qual(kernelsPath, "Optional").Types(goType(t.Elem))
	case typer.NoneType:
		return jen.Struct() // a None argument: the specialization knows its value
	case typer.SliceType:
		return jen.Qual(kernelsPath, "Slice")
	case typer.RangeType:
		return jen.Qual(kernelsPath, "Range")
	case *typer.FuncRef:
		return jen.Struct() // a function argument: the specialization calls the function directly
	case *typer.TypeRef:
		return jen.Struct() // a variable holding a type (dt = a.dtype): used at compile time only
	case *typer.FuncValue:
		return funcValueType(t)
	case *typer.Generator:
		return jen.Qual("iter", "Seq").Types(goType(t.Elem))
	case *typer.Iterator:
		return jen.Op("*").Qual(kernelsPath, "Iter").Types(goType(t.Elem))
	case *typer.Class:
		return jen.Op("*").Id(t.GoName)
	case *typer.Enum:
		return jen.Id(t.GoName)
	case *typer.MachInfo:
		if t.Int {
			return jen.Qual(kernelsPath, "IInfo")
		}
		return jen.Qual(kernelsPath, "FInfo")
	case *typer.ArrayFlags:
		return jen.Qual(kernelsPath, "ArrayFlags")
	}
	return jen.Id("any")
}

func field(i int) string { return "V" + itoa(i) }

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// tupleElem returns the code that selects element i of a tuple value x of type t.
func tupleElem(x jen.Code, t *typer.Tuple, i int) *jen.Statement {
	if t.Class != nil {
		return jen.Add(x).Dot(t.Class.GoFields[i])
	}
	if t.Uniform() != nil {
		return jen.Add(x).Index(jen.Lit(i))
	}
	return jen.Add(x).Dot(field(i))
}

func basic(t typer.Type) *typer.Basic {
	b, _ := t.(*typer.Basic)
	return b
}

func isNone(t typer.Type) bool {
	_, ok := t.(typer.NoneType)
	return ok || t == nil
}

// funcOnly reports whether values of type t carry nothing but which functions they are: a
// function, or a tuple of functions (literal_unroll's). Such a value is its type; no Go value
// holds it.
func funcOnly(t typer.Type) bool {
	switch t := t.(type) {
	case *typer.FuncRef:
		return true
	case *typer.Tuple:
		for _, e := range t.Elems {
			if !funcOnly(e) {
				return false
			}
		}
		return len(t.Elems) > 0
	}
	return false
}

// funcOnlyValue reports whether e, of a funcOnly type, names its functions without computing
// anything: names, tuples of them and their items at constant indexes.
func funcOnlyValue(e translate.Expr) bool {
	switch e := e.(type) {
	case *translate.Name:
		return true
	case *translate.Tuple:
		for _, x := range e.Elts {
			if !funcOnlyValue(x) {
				return false
			}
		}
		return true
	case *translate.Subscript:
		_, constant := e.Index.(*translate.Const)
		return constant && funcOnlyValue(e.X)
	}
	return false
}
